import { asTyped } from '../../../domain/late-fees/late-fee.ts';
import type { LateFeeSettings } from '../../../application/late-fees/late-fee-settings.ts';
import type { LateFeeDto } from './contract.ts';

export const lateFeeDto = ({ rule, dueDay }: LateFeeSettings): LateFeeDto => ({
  ...asTyped(rule),
  basis: rule.fee.basis,
  since: rule.since,
  dueDay,
  version: rule.version,
});
