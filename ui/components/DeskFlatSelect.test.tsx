import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DeskFlatSelect } from './DeskFlatSelect.tsx';

const flats = [
  { apartmentId: 'apt-a101', flat: 'A101', block: 'A', floor: 1, residentName: 'Farhana Islam' },
  { apartmentId: 'apt-c202', flat: 'C202', block: 'C', floor: 2, residentName: null },
];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const renderField = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DeskFlatSelect id="flat" value="" onChange={() => undefined} />
    </QueryClientProvider>,
  );

describe('the front desk’s flat field', () => {
  it('names each flat with who lives there, and says when nobody does', async () => {
    server.use(http.get('/api/desk/flats', () => HttpResponse.json(flats)));
    renderField();
    const select = await screen.findByRole('combobox', { name: /Flat/ });
    await within(select).findByRole('option', { name: 'A101 — Farhana Islam' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Choose a flat'],
      ['apt-a101', 'A101 — Farhana Islam'],
      ['apt-c202', 'C202 — no resident'],
    ]);
  });

  it('says the flats could not be loaded instead of offering an empty list silently', async () => {
    server.use(
      http.get('/api/desk/flats', () => HttpResponse.json({ message: 'down', code: 'INTERNAL' }, { status: 500 })),
    );
    renderField();
    expect(await screen.findByText('Failed to load the flats. Please try again.')).toBeVisible();
  });
});
