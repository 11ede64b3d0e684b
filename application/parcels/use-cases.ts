import type { Wiring } from '../wiring.ts';
import {
  CollectParcel,
  GetParcelPhoto,
  ListMyParcels,
  ListWaitingParcels,
  LogParcel,
  RemindWaitingParcels,
} from './parcels.ts';

/** The parcels the front desk keeps for the flats: logged, listed, collected, and their residents reminded. */
export function parcelsUseCases(w: Wiring) {
  const { r, s, notifier } = w;
  const { uow, users, agreements, apartments, parcels } = r;
  const { ids, clock, calendar, photoProcessor, logger } = s;
  return {
    logParcel: new LogParcel(
      apartments,
      agreements,
      parcels,
      users,
      notifier,
      photoProcessor,
      uow,
      ids,
      clock,
      calendar,
    ),
    listWaitingParcels: new ListWaitingParcels(parcels),
    listMyParcels: new ListMyParcels(agreements, parcels),
    collectParcel: new CollectParcel(agreements, parcels, uow, clock),
    getParcelPhoto: new GetParcelPhoto(agreements, parcels),
    remindWaitingParcels: new RemindWaitingParcels(agreements, parcels, users, notifier, uow, calendar, logger),
  };
}
