/**
 * The late-fee rule on the wire: on or off, the days of grace after the due day, a fixed fee in taka or a percent of
 * the month's unpaid rent, and an optional cap in whole taka. The UI imports this file as `@contract/late-fees`, so both
 * ends read one definition.
 */
import { z } from 'zod';
import { LATE_FEE_BASES, LATE_FEE_RULES } from '../../../domain/late-fees/late-fee.ts';

export { LATE_FEE_BASES };

/**
 * PUT /api/admin/late-fees: the rule, over the version read. JSON numbers and booleans only (the domain checks their
 * ranges, each refusal beside its field); only the chosen basis's field is read, the other may be null. A field the
 * rule does not have is refused rather than dropped, so a misspelt field never saves a rule the admin did not mean.
 */
export const lateFeeBody = z.strictObject(
  {
    enabled: z.boolean({ error: LATE_FEE_RULES.enabled }),
    graceDays: z.number({ error: LATE_FEE_RULES.graceDays }),
    basis: z.enum(LATE_FEE_BASES, { error: LATE_FEE_RULES.basis }),
    amount: z.number({ error: LATE_FEE_RULES.amount }).nullable(),
    percent: z.number({ error: LATE_FEE_RULES.percent }).nullable(),
    cap: z.number({ error: LATE_FEE_RULES.cap }).nullable(),
    version: z.number({ error: 'version must be the version the late fees were read at' }).int().min(0),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `The late-fee rule has no ${issue.keys.join(', ')}: send enabled, graceDays, basis, amount, percent, cap and version only`
        : undefined,
  },
);
export type LateFeeBody = z.infer<typeof lateFeeBody>;

/** GET and PUT /api/admin/late-fees. */
export const lateFeeSchema = z.strictObject({
  enabled: z.boolean(),
  graceDays: z.number(),
  basis: z.enum(LATE_FEE_BASES),
  /** The fixed fee in taka; null for a percent. */
  amount: z.number().nullable(),
  /** The percent of the month's unpaid rent; null for a fixed fee. */
  percent: z.number().nullable(),
  /** The most one month's fee may be, in whole taka; null for none. */
  cap: z.number().nullable(),
  /** The month late fees were switched on ("YYYY-MM"): no month before it takes a fee. Null while they are off. */
  since: z.string().nullable(),
  /** The day of the month rent is due, which the grace counts from (set on the Building screen). */
  dueDay: z.number(),
  /** 0 until the admin first saves the rule (late fees off); send it back with a change. */
  version: z.number(),
});
export type LateFeeDto = z.infer<typeof lateFeeSchema>;
