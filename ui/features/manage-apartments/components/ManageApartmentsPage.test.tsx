import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { APARTMENT_RULES } from '@domain/apartments/apartment.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import {
  addDuplicate,
  addRefusedFields,
  flatChanges,
  flatList,
  flatListFailing,
  importRefused,
  photoRefused,
  retireLeased,
} from '../mocks/handlers.ts';

const server = mockApi();
/** What the screen sent, as "METHOD /path content-type body". */
let sent: string[] = [];
server.events.on('request:start', async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (request.method === 'GET' || !pathname.startsWith('/api/admin/apartments')) return;
  const type = request.headers.get('content-type') ?? '';
  const body = type.startsWith('image/')
    ? `${(await request.clone().arrayBuffer()).byteLength} bytes`
    : await request.clone().text();
  sent.push(`${request.method} ${pathname} ${type} ${body}`.trim());
});
afterEach(() => {
  act(() => toast.remove());
  sent = [];
});

const open = async (...handlers: Parameters<typeof server.use>) => {
  server.use(...handlers, ...mock.happy('admin'));
  renderDashboard('/dashboard/manage-apartments', <AppToaster />);
  // The screen is its own chunk: the first test of a busy run may wait a while for it.
  await screen.findByRole('heading', { name: 'Manage Apartments', level: 1 }, { timeout: 10_000 });
};
const table = () => within(screen.getByRole('table'));
const row = (number: string) => within(table().getByText(number).closest('tr')!);
const png = (bytes = 68) => new File([new Uint8Array(bytes)], 'flat.png', { type: 'image/png' });
const dialog = () => within(document.querySelector<HTMLElement>('dialog[open]')!);

describe('manage apartments screen', () => {
  it('lists every flat with its block, floor, number, rent and status, retired ones without actions', async () => {
    await open(flatList(), ...flatChanges);
    await screen.findByRole('table');
    expect(
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Photo', 'Block', 'Floor', 'Number', 'Rent', 'Status', 'Actions']);
    expect(
      row('A101')
        .getAllByRole('cell')
        .slice(1, 6)
        .map((c) => c.textContent),
    ).toEqual(['A', '1', 'A101', '12,500৳', 'Available']);
    expect(row('A102').getByText('Let')).toBeInTheDocument();
    expect(row('B201').getByRole('img', { name: 'Photo of Block B, floor 2, B201: no photo yet' })).toBeInTheDocument();
    expect(row('A101').getByRole('img', { name: 'Photo of Block A, floor 1, A101' })).toHaveAttribute(
      'src',
      '/images/apartments/apartment-1.webp',
    );
    expect(row('B202').getByText('Retired')).toBeInTheDocument();
    expect(row('B202').queryAllByRole('button')).toEqual([]);
    // On a phone, a card for each flat.
    const cards = within(screen.getByRole('list', { name: 'Apartments' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toContain(
      'A102LetBlock A, floor 113,000৳ / monthChange rentChange photoRetireLet to a member: remove the member before retiring it',
    );
  });

  it('says how to start when there are no flats, and when the list cannot be loaded', async () => {
    await open(flatList([]), ...flatChanges);
    expect(await screen.findByText('No apartments yet: add one or import a spreadsheet.')).toBeInTheDocument();
    cleanup();
    await open(flatListFailing);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load apartments. Please try again.');
  });

  it('adds a flat, then uploads its photo as the picture itself, and clears the form', async () => {
    await open(flatList(), ...flatChanges);
    await userEvent.type(await screen.findByLabelText(/^Block/), 'd');
    await userEvent.type(screen.getByLabelText(/^Floor/), '4');
    await userEvent.type(screen.getByLabelText(/^Apartment number/), 'd401');
    await userEvent.type(screen.getByLabelText(/^Monthly rent/), '16500');
    await userEvent.upload(screen.getByLabelText('Photo (optional)'), png());
    expect(screen.getByRole('img', { name: 'Preview of flat.png' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add apartment' }));
    expect(await screen.findByText('Block D, floor 4, D401 added')).toBeInTheDocument();
    expect(sent).toEqual([
      'POST /api/admin/apartments application/json {"block":"d","floor":4,"number":"d401","rent":16500}',
      'PUT /api/admin/apartments/ap-new/photo image/png 68 bytes',
    ]);
    expect(screen.getByLabelText(/^Block/)).toHaveValue('');
    expect(screen.queryByRole('img', { name: /^Preview/ })).toBeNull();
  });

  it('says a flat was added without its photo when the server refuses the picture', async () => {
    await open(photoRefused, flatList(), ...flatChanges);
    await userEvent.type(await screen.findByLabelText(/^Block/), 'D');
    await userEvent.type(screen.getByLabelText(/^Floor/), '4');
    await userEvent.type(screen.getByLabelText(/^Apartment number/), 'D401');
    await userEvent.type(screen.getByLabelText(/^Monthly rent/), '16500');
    await userEvent.upload(screen.getByLabelText('Photo (optional)'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Add apartment' }));
    expect(
      await screen.findByText(
        'Block D, floor 4, D401 was added without its photo: That file is not a JPEG, PNG or WebP picture',
      ),
    ).toBeInTheDocument();
    // The flat is in, so the form is ready for the next one; Change photo puts a picture on this one.
    expect(screen.getByLabelText(/^Block/)).toHaveValue('');
  });

  it("shows each of the server's field problems under its field and in a summary that takes focus", async () => {
    await open(addRefusedFields, flatList(), ...flatChanges);
    await userEvent.type(await screen.findByLabelText(/^Floor/), 'two');
    await userEvent.click(screen.getByRole('button', { name: 'Add apartment' }));
    const block = screen.getByLabelText(/^Block/);
    await expect.poll(() => block.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus();
    expect(block).toHaveAccessibleDescription(APARTMENT_RULES.block);
    expect(screen.getByLabelText(/^Floor/)).toHaveAccessibleDescription(APARTMENT_RULES.floor);
    expect(screen.getByLabelText(/^Monthly rent/)).toHaveAccessibleDescription(APARTMENT_RULES.rent);
    // Words the server cannot read as a number go as null, so it answers with its rule rather than a guess.
    expect(sent).toEqual([
      'POST /api/admin/apartments application/json {"block":"","floor":null,"number":"","rent":null}',
    ]);
  });

  it('shows a flat already in the building on the number field, and keeps what was typed', async () => {
    await open(addDuplicate, flatList(), ...flatChanges);
    await userEvent.type(await screen.findByLabelText(/^Block/), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Add apartment' }));
    const number = screen.getByLabelText(/^Apartment number/);
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    expect(number).toHaveAccessibleDescription('Block A, floor 1, A101 is already in the building');
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    await userEvent
      .setup()
      .click(within(summary).getByRole('link', { name: 'Block A, floor 1, A101 is already in the building' }));
    expect(number).toHaveFocus();
    expect(screen.getByLabelText(/^Block/)).toHaveValue('A');
  });

  it('refuses a file that is no JPEG, PNG or WebP, or is over 5 MB, on the field before any upload', async () => {
    await open(flatList(), ...flatChanges);
    const picker = await screen.findByLabelText('Photo (optional)');
    await userEvent.upload(picker, new File(['%PDF-'], 'lease.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(/That file is not a JPEG, PNG or WebP picture/);
    await userEvent.upload(picker, png(5 * 1024 * 1024 + 1));
    expect(picker).toHaveAccessibleDescription(/That picture is larger than 5 MB; pick a smaller one/);
    await userEvent.upload(picker, png());
    expect(picker).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('changes a rent in a dialog, keeping it open with the reason when the server refuses', async () => {
    await open(flatList(), ...flatChanges);
    await screen.findByRole('table');
    await userEvent.click(table().getByRole('button', { name: 'Change rent of Block A, floor 1, A101' }));
    const rent = dialog().getByLabelText(/^Monthly rent/);
    expect(rent).toHaveValue('12500');
    expect(rent).toHaveFocus();
    expect(dialog().getByText(/only new applications pay the new one/)).toBeInTheDocument();

    server.use(
      http.patch('/api/admin/apartments/:id', () =>
        HttpResponse.json(
          { message: 'rent: bad', code: 'VALIDATION.INVALID_INPUT', fields: { rent: APARTMENT_RULES.rent } },
          { status: 400 },
        ),
      ),
    );
    await userEvent.clear(rent);
    await userEvent.type(rent, '0{Enter}');
    await expect.poll(() => rent.getAttribute('aria-invalid')).toBe('true');
    expect(rent).toHaveAccessibleDescription(APARTMENT_RULES.rent);

    server.resetHandlers(...flatChanges, flatList(), ...mock.happy('admin'));
    await userEvent.clear(rent);
    await userEvent.type(rent, '14000');
    await userEvent.click(dialog().getByRole('button', { name: 'Save rent' }));
    expect(await screen.findByText('Block A, floor 1, A101 now lets for 14,000 taka a month')).toBeInTheDocument();
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(sent.slice(-1)).toEqual(['PATCH /api/admin/apartments/ap-1 application/json {"rent":14000}']);
  });

  it('changes a photo from its dialog', async () => {
    await open(flatList(), ...flatChanges);
    await screen.findByRole('table');
    await userEvent.click(table().getByRole('button', { name: 'Change photo of Block B, floor 2, B201' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Save photo' }));
    expect(dialog().getByLabelText('New photo')).toHaveAccessibleDescription(/Pick a photo first/);
    await userEvent.upload(dialog().getByLabelText('New photo'), png(100));
    await userEvent.click(dialog().getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByText('New photo saved for Block B, floor 2, B201')).toBeInTheDocument();
    expect(sent).toEqual(['PUT /api/admin/apartments/ap-3/photo image/png 100 bytes']);
  });

  it('retires a flat only after saying what that means, and shows why a let flat cannot be', async () => {
    await open(flatList(), ...flatChanges);
    await screen.findByRole('table');
    await userEvent.click(table().getByRole('button', { name: 'Retire Block C, floor 3, C301' }));
    expect(
      dialog().getByText(
        /leaves the apartments page and nobody can apply for it again\. Its leases, payments and receipts stay in the records/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Block C, floor 3, C301 retired')).toBeInTheDocument();
    expect(sent).toEqual(['POST /api/admin/apartments/ap-5/retire']);

    // A let flat: Retire is not offered, and says why, before any dialog.
    const letFlat = table().getByRole('button', { name: 'Retire Block A, floor 1, A102' });
    expect(letFlat).toBeDisabled();
    expect(letFlat).toHaveAccessibleDescription('Let to a member: remove the member before retiring it');
    expect(row('A102').getByText('Let to a member: remove the member before retiring it')).toBeVisible();
    expect(table().getByRole('button', { name: 'Retire Block A, floor 1, A101' })).toBeEnabled();

    // Let by another admin since the list was read: the server's refusal still says so.
    server.use(retireLeased);
    await userEvent.click(table().getByRole('button', { name: 'Retire Block A, floor 1, A101' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(/is let to a member: remove the member before retiring it/)).toBeInTheDocument();
  });

  it('takes a rent typed with thousands separators, South Asian grouping and Bengali digits, sent as a JSON number', async () => {
    await open(flatList(), ...flatChanges);
    await userEvent.type(await screen.findByLabelText(/^Block/), 'd');
    await userEvent.type(screen.getByLabelText(/^Floor/), '৪');
    await userEvent.type(screen.getByLabelText(/^Apartment number/), 'd401');
    await userEvent.type(screen.getByLabelText(/^Monthly rent/), '22,000');
    await userEvent.click(screen.getByRole('button', { name: 'Add apartment' }));
    expect(await screen.findByText('Block D, floor 4, D401 added')).toBeInTheDocument();

    await userEvent.click(table().getByRole('button', { name: 'Change rent of Block A, floor 1, A101' }));
    const rent = dialog().getByLabelText(/^Monthly rent/);
    await userEvent.clear(rent);
    await userEvent.type(rent, '২,২০,০০০{Enter}');
    await expect.poll(() => document.querySelector('dialog[open]')).toBeNull();
    expect(sent).toEqual([
      'POST /api/admin/apartments application/json {"block":"d","floor":4,"number":"d401","rent":22000}',
      'PATCH /api/admin/apartments/ap-1 application/json {"rent":220000}',
    ]);
  });

  it('imports a CSV as text/csv and says how many flats came in', async () => {
    await open(flatList(), ...flatChanges);
    expect(await screen.findByText(/block,floor,number,rent/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import apartments' }));
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(/Pick a CSV file first/);
    // Spreadsheet programs on some computers call a CSV file something else: it goes as text/csv regardless.
    await userEvent.upload(
      screen.getByLabelText('CSV file'),
      new File(['block,floor,number,rent\nA,1,A101,12500\n'], 'flats.csv', { type: 'application/vnd.ms-excel' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import apartments' }));
    expect(await screen.findByText('Imported 50 apartments')).toBeInTheDocument();
    expect(sent).toEqual(['POST /api/admin/apartments/import text/csv block,floor,number,rent\nA,1,A101,12500']);
  });

  it('shows the line the server refused on the file field, and that nothing was imported', async () => {
    await open(importRefused, flatList(), ...flatChanges);
    await userEvent.upload(
      await screen.findByLabelText('CSV file'),
      new File(['block,floor,number,rent\n'], 'flats.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import apartments' }));
    const file = screen.getByLabelText('CSV file');
    await expect.poll(() => file.getAttribute('aria-invalid')).toBe('true');
    expect(file).toHaveAccessibleDescription(
      /Line 4: Rent must be a whole number of taka from 1 to 10,000,000\. Nothing was imported\.$/,
    );
    expect(file).toHaveFocus();
  });
});
