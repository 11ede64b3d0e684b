import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { BUILDING_RULES } from '@domain/building.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import { sampleBuilding } from '@/lib/mocks/fixtures.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = setupServer();
let sent: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  act(() => toast.remove());
  server.resetHandlers();
  sent = [];
});
afterAll(() => server.close());

const saving = (answer: (body: Record<string, unknown>) => Response) =>
  http.put('/api/admin/building', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return answer(body);
  });

const open = async (...handlers: Parameters<typeof server.use>) => {
  server.use(...handlers, ...mock.happy('admin'));
  renderDashboard('/dashboard/building', <AppToaster />);
  await screen.findByRole('heading', { name: 'Building', level: 1 }, { timeout: 10_000 });
  return screen.findByRole('form', { name: "The building's details" });
};

describe('building settings screen', () => {
  it('shows the saved details and saves changes over the version read, with a toast', async () => {
    await open(
      saving((body) => HttpResponse.json({ ...sampleBuilding, ...body, version: sampleBuilding.version + 1 })),
    );
    expect(screen.getByLabelText(/Address/)).toHaveValue(sampleBuilding.address);
    const name = screen.getByLabelText(/Building's name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Gulshan Heights');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText("The building's details are saved")).toBeInTheDocument();
    expect(sent).toEqual([{ ...sampleBuilding, name: 'Gulshan Heights' }]);
  });

  it('puts each refusal under its field and in a summary that takes focus and links to each field', async () => {
    await open(
      saving(() =>
        HttpResponse.json(
          {
            message: BUILDING_RULES.latitude,
            code: 'VALIDATION.INVALID_INPUT',
            requestId: 't',
            fields: { latitude: BUILDING_RULES.latitude, email: BUILDING_RULES.email },
          },
          { status: 400 },
        ),
      ),
    );
    const latitude = screen.getByLabelText(/Latitude/);
    await userEvent.clear(latitude);
    await userEvent.type(latitude, 'north');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(latitude).toHaveAccessibleDescription(expect.stringContaining(BUILDING_RULES.latitude));
    expect(screen.getByLabelText(/Office email/)).toHaveAttribute('aria-invalid', 'true');
    expect(summary).toHaveFocus();
    await userEvent.setup().click(within(summary).getByRole('link', { name: BUILDING_RULES.latitude }));
    expect(latitude).toHaveFocus();
    expect(sent).toEqual([expect.objectContaining({ latitude: null })]);
  });

  it('says when someone else saved meanwhile', async () => {
    await open(
      saving(() =>
        HttpResponse.json(
          {
            message: "Someone else changed the building's details; reload to see them",
            code: 'BUILDING.CHANGED',
            requestId: 't',
          },
          { status: 409 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText("Someone else changed the building's details; reload to see them"),
    ).toBeInTheDocument();
  });
});
