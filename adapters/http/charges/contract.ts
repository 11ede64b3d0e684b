/**
 * The building's own charges on the wire: recurring charges (the admin's list, adding one, ending one) and utility
 * bills loaded from a spreadsheet. Amounts are taka with at most two decimals. The UI imports this file as
 * `@contract/charges`, so both ends read one definition.
 */
import { z } from 'zod';
import { ADDED_KINDS, MAX_CHOSEN_LEASES, RECURRING_RULES } from '../../../domain/charges/charges.ts';
import { LABEL_MAX } from '../../../domain/ledger/writing.ts';
import { formText, text } from '../shared/contract.ts';

export { ADDED_KINDS };

const month = (rule: string) => z.string({ error: rule }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, rule);

export const recurringParam = z.object({ id: text('id', 64) });

/** A recurring charge as the admin defines it; `leaseIds` 'all' bills every lease for each month it runs. */
export const recurringChargeBody = z.object({
  name: formText(RECURRING_RULES.name, LABEL_MAX),
  kind: z.enum(ADDED_KINDS, { error: RECURRING_RULES.kind }),
  amount: z.number({ error: RECURRING_RULES.amount }),
  fromMonth: month(RECURRING_RULES.fromMonth),
  untilMonth: month(RECURRING_RULES.untilMonth).optional(),
  leaseIds: z.union(
    [
      z.literal('all'),
      z
        .array(z.string({ error: RECURRING_RULES.leases }).max(64, RECURRING_RULES.leases), {
          error: RECURRING_RULES.leases,
        })
        .min(1, RECURRING_RULES.leases)
        .max(MAX_CHOSEN_LEASES, RECURRING_RULES.leases),
    ],
    { error: RECURRING_RULES.leases },
  ),
});

/** The last month it bills. */
export const endRecurringBody = z.object({ untilMonth: month(RECURRING_RULES.untilMonth) });

export const recurringChargeSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ADDED_KINDS),
  amount: z.number(),
  fromMonth: z.string(),
  /** Null while it has no end. */
  untilMonth: z.string().nullable(),
  /** 'all' or the chosen leases' ids. */
  leaseIds: z.union([z.literal('all'), z.array(z.string())]),
  by: z.string(),
  at: z.string(),
});
export type RecurringChargeDto = z.infer<typeof recurringChargeSchema>;

/** A lease a charge may name: its resident and flat, and whether it still runs. */
export const chargeLeaseSchema = z.strictObject({
  id: z.string(),
  resident: z.string(),
  flat: z.string(),
  running: z.boolean(),
});
export type ChargeLeaseDto = z.infer<typeof chargeLeaseSchema>;

export const recurringChargesSchema = z.strictObject({
  charges: z.array(recurringChargeSchema),
  leases: z.array(chargeLeaseSchema),
  /** The building's current month: the earliest a charge billing now can end. */
  currentMonth: z.string(),
});
export type RecurringChargesDto = z.infer<typeof recurringChargesSchema>;

export const billImportSchema = z.strictObject({ imported: z.number() });
export type BillImportDto = z.infer<typeof billImportSchema>;
