import { delay, http, HttpResponse } from 'msw';
import { lateFeeSchema, type LateFeeBody, type LateFeeDto } from '@contract/late-fees';
import { json } from '@/lib/mocks/json.ts';

const PATH = '/api/admin/late-fees';

/** Never saved: off, ৳500 after five days to start from; rent due on the 5th. */
export const lateFeesOff: LateFeeDto = {
  enabled: false,
  graceDays: 5,
  basis: 'fixed',
  amount: 500,
  percent: null,
  cap: null,
  since: null,
  dueDay: 5,
  version: 0,
};

/** On since October 2026: ৳750 once a month's rent is unpaid three days after the 5th. */
export const lateFeesFixed: LateFeeDto = {
  ...lateFeesOff,
  enabled: true,
  graceDays: 3,
  amount: 750,
  since: '2026-10',
  version: 2,
};

/** On since November 2026: 5% of what is unpaid a week after the 10th, never more than ৳1,000. */
export const lateFeesPercent: LateFeeDto = {
  ...lateFeesOff,
  enabled: true,
  graceDays: 7,
  basis: 'percent',
  amount: null,
  percent: 5,
  cap: 1000,
  since: '2026-11',
  dueDay: 10,
  version: 4,
};

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ message, code, requestId: 'story' }, { status });

/** The rule, and a save answered as the server would: switched on this month (November 2026), the version raised. */
export const lateFees = (settings: LateFeeDto = lateFeesOff) => [
  http.get(PATH, () => json(lateFeeSchema, settings)),
  http.put(PATH, async ({ request }) => {
    const body = (await request.json()) as LateFeeBody;
    const { version, ...rule } = body;
    return json(lateFeeSchema, {
      ...rule,
      since: rule.enabled ? (settings.since ?? '2026-11') : null,
      dueDay: settings.dueDay,
      version: version + 1,
    });
  }),
];

export const lateFeesPending = () =>
  http.get(PATH, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const lateFeesFailing = () => http.get(PATH, () => refusal(500, 'INTERNAL', 'Something went wrong on our side'));

/** The save fails on the server's side. */
export const saveFailing = () => http.put(PATH, () => refusal(500, 'INTERNAL', 'Something went wrong on our side'));

/** Another admin saved a moment before. */
export const saveChangedMeanwhile = () =>
  http.put(PATH, () =>
    refusal(409, 'LATEFEE.CHANGED', 'Someone else changed the late fee settings; reload to see them'),
  );
