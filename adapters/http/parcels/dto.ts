import type { Parcel } from '../../../domain/parcels/parcels.ts';
import type { ParcelDto } from './contract.ts';

/** Never an email: the desk knows a parcel by its flat, a resident by their own flat. */
export const parcelDto = (p: Parcel): ParcelDto => ({
  id: p.id,
  flat: p.flat,
  carrier: p.carrier,
  note: p.note,
  hasPhoto: p.hasPhoto,
  status: p.status,
  loggedAt: p.loggedAt.toISOString(),
  loggedOn: p.loggedOn,
  collectedBy: p.collectedBy,
  collectedAt: p.collectedAt?.toISOString() ?? null,
});
