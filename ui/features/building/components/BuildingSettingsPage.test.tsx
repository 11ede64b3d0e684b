import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { BUILDING_RULES } from '@domain/building/building.ts';
import { REMINDER_RULES } from '@domain/notifications/reminders.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import { sampleBuilding } from '@/lib/mocks/fixtures.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();
let sent: unknown[] = [];
afterEach(() => {
  act(() => toast.remove());
  sent = [];
});

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

describe('rent and reminders', () => {
  let scheduleSent: unknown[] = [];
  afterEach(() => {
    scheduleSent = [];
  });
  const savingSchedule = (answer: (body: Record<string, unknown>) => Response) =>
    http.put('/api/admin/rent-schedule', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      scheduleSent.push(body);
      return answer(body);
    });
  const openSchedule = async (...handlers: Parameters<typeof server.use>) => {
    await open(...handlers);
    return within(await screen.findByRole('form', { name: 'Rent and reminders' }));
  };
  const retype = async (field: HTMLElement, text: string) => {
    await userEvent.clear(field);
    if (text) await userEvent.type(field, text);
  };

  it('shows the saved schedule with its rules as hints, and saves a change over the version read, with a toast', async () => {
    const form = await openSchedule(
      savingSchedule((body) => HttpResponse.json({ ...body, version: (body.version as number) + 1 })),
    );
    const dueDay = form.getByLabelText(/Rent is due on day/);
    expect(dueDay).toHaveValue('5');
    expect(dueDay).toHaveAccessibleDescription('A day of the month from 1 to 28, so it falls in every month.');
    expect(form.getByLabelText(/Remind this many days before/)).toHaveAccessibleDescription(
      '1 to 14 days before the due day, or 0 for no early reminder.',
    );
    await retype(dueDay, '22');
    // 0 days after: no overdue reminder, sent as null.
    await retype(form.getByLabelText(/Remind this many days after if unpaid/), '0');
    await userEvent.click(form.getByRole('button', { name: 'Save rent schedule' }));
    expect(await screen.findByText('Rent schedule saved: rent is due on the 22nd')).toBeInTheDocument();
    expect(scheduleSent).toEqual([{ dueDay: 22, daysBefore: 3, daysAfter: null, version: 1 }]);
    // The saved schedule, at its new version, is what a second save goes over.
    await userEvent.click(screen.getByRole('button', { name: 'Save rent schedule' }));
    await waitFor(() => expect(scheduleSent).toHaveLength(2));
    expect(scheduleSent[1]).toMatchObject({ version: 2 });
  });

  it('names each rule broken before sending anything, beside its field and in a summary that takes focus', async () => {
    const form = await openSchedule(savingSchedule(() => HttpResponse.json({})));
    const dueDay = form.getByLabelText(/Rent is due on day/);
    await retype(dueDay, '29');
    await retype(form.getByLabelText(/Remind this many days before/), '');
    await retype(form.getByLabelText(/Remind this many days after if unpaid/), '2.5');
    await userEvent.click(form.getByRole('button', { name: 'Save rent schedule' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([REMINDER_RULES.dueDay, REMINDER_RULES.daysBefore, REMINDER_RULES.daysAfter]);
    expect(dueDay).toHaveAttribute('aria-invalid', 'true');
    expect(dueDay).toHaveAccessibleDescription(expect.stringContaining(REMINDER_RULES.dueDay));
    await userEvent.setup().click(within(summary).getByRole('link', { name: REMINDER_RULES.dueDay }));
    expect(dueDay).toHaveFocus();
    expect(scheduleSent).toEqual([]);
  });

  it("puts the server's refusal under its field", async () => {
    const form = await openSchedule(
      savingSchedule(() =>
        HttpResponse.json(
          {
            message: REMINDER_RULES.daysAfter,
            code: 'VALIDATION.INVALID_INPUT',
            requestId: 't',
            fields: { daysAfter: REMINDER_RULES.daysAfter },
          },
          { status: 400 },
        ),
      ),
    );
    await userEvent.click(form.getByRole('button', { name: 'Save rent schedule' }));
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toHaveFocus();
    expect(form.getByLabelText(/Remind this many days after if unpaid/)).toHaveAccessibleDescription(
      expect.stringContaining(REMINDER_RULES.daysAfter),
    );
  });

  it('says when someone else saved meanwhile, and shows what they saved', async () => {
    let reads = 0;
    const form = await openSchedule(
      http.get('/api/admin/rent-schedule', () =>
        HttpResponse.json(
          ++reads === 1
            ? { dueDay: 5, daysBefore: 3, daysAfter: 5, version: 1 }
            : { dueDay: 10, daysBefore: null, daysAfter: 5, version: 2 },
        ),
      ),
      savingSchedule(() =>
        HttpResponse.json(
          {
            message: 'Someone else changed the rent schedule; reload to see it',
            code: 'SCHEDULE.CHANGED',
            requestId: 't',
          },
          { status: 409 },
        ),
      ),
    );
    await userEvent.click(form.getByRole('button', { name: 'Save rent schedule' }));
    expect(
      await screen.findByText(/Someone else changed the rent schedule while you were editing it/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Rent is due on day/)).toHaveValue('10'));
    expect(screen.getByLabelText(/Remind this many days before/)).toHaveValue('0');
  });

  it('says so when the schedule cannot be loaded, and keeps the building details usable', async () => {
    await open(
      http.get('/api/admin/rent-schedule', () =>
        HttpResponse.json({ message: 'x', code: 'X', requestId: 't' }, { status: 403 }),
      ),
    );
    expect(await screen.findByText('Failed to load the rent schedule. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeEnabled();
  });
});
