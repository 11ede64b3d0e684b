import type { Parcel, ParcelStatus } from '../../../domain/parcels/parcels.ts';
import type { ParcelRow } from './entity.ts';

const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const maybeDate = (value: Date | string | null | undefined): Date | null => (value ? date(value) : null);

export const parcelOf = (r: ParcelRow): Parcel => ({
  id: r.id,
  apartmentId: r.apartmentId,
  flat: r.flat,
  carrier: r.carrier,
  note: r.note,
  hasPhoto: Boolean(r.hasPhoto),
  status: r.status as ParcelStatus,
  loggedBy: r.loggedBy,
  loggedAt: date(r.loggedAt),
  loggedOn: r.loggedOn,
  collectedBy: r.collectedBy ?? null,
  collectedAt: maybeDate(r.collectedAt),
  collectedRecordedBy: r.collectedRecordedBy ?? null,
  remindedOn: r.remindedOn ?? null,
});
