import type { Agreement } from '../../../domain/agreements/agreement.ts';
import type { RecurringCharge } from '../../../domain/charges/charges.ts';
import { toTaka } from '../../../domain/shared/money.ts';
import type { RecurringChargeList } from '../../../application/charges/recurring-charges.ts';
import type { ChargeLeaseDto, RecurringChargeDto, RecurringChargesDto } from './contract.ts';

export const recurringChargeDto = (c: RecurringCharge): RecurringChargeDto => ({
  id: c.id,
  name: c.name,
  kind: c.kind,
  amount: toTaka(c.amount),
  fromMonth: c.fromMonth,
  untilMonth: c.untilMonth ?? null,
  leaseIds: c.leaseIds === 'all' ? 'all' : [...c.leaseIds],
  by: c.by,
  at: c.at.toISOString(),
});

const leaseDto = (a: Agreement): ChargeLeaseDto => ({
  id: a.id,
  resident: a.userName,
  flat: a.number,
  running: a.status === 'accepted',
});

export const recurringChargesDto = (list: RecurringChargeList): RecurringChargesDto => ({
  charges: list.charges.map(recurringChargeDto),
  leases: list.leases.map(leaseDto),
  currentMonth: list.currentMonth,
});
