import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import {
  finalStatementPdfFailing,
  finalStatementPdfs,
  finalStatements,
  myFinalStatement,
  refundedStatement,
} from '../mocks/handlers.ts';

const server = mockApi();
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

/** Presses Download PDF by keyboard; answers the paths asked for and the names the files were saved as. */
async function download() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/pdf')) asked.push(path);
  });
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:test';
  });
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const button = await screen.findByRole('button', { name: 'Download PDF' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
  return { asked, names, types: saved.map((b) => b.type) };
}

describe('a final statement as a PDF file', () => {
  it('downloads an ended lease’s statement for the admin, named after the flat', async () => {
    server.use(...finalStatementPdfs, ...finalStatements(refundedStatement()), ...mock.happy('admin'));
    renderDashboard('/dashboard/final-statements/lease-karim');
    expect(await download()).toEqual({
      asked: ['/api/admin/final-statements/lease-karim/pdf'],
      names: ['final-statement-B401.pdf'],
      types: ['application/pdf'],
    });
  });

  it('downloads a former resident’s own statement', async () => {
    server.use(
      ...finalStatementPdfs,
      myFinalStatement(refundedStatement()),
      ...mock.formerResident,
      ...mock.happy('user'),
    );
    renderDashboard('/dashboard/my-account/final-statement');
    expect(await download()).toEqual({
      asked: ['/api/final-statement/mine/pdf'],
      names: ['final-statement-B401.pdf'],
      types: ['application/pdf'],
    });
  });

  it('says why a download failed, and keeps the statement and the button', async () => {
    server.use(
      finalStatementPdfFailing('/api/admin/final-statements/:leaseId/pdf'),
      ...finalStatements(refundedStatement()),
      ...mock.happy('admin'),
    );
    renderDashboard('/dashboard/final-statements/lease-karim');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.getByText(/Settled on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
