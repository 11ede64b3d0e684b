import type { Wiring } from '../wiring.ts';
import { AddApartment } from './add-apartment.ts';
import { ChangeRent } from './change-rent.ts';
import { GetApartment } from './get-apartment.ts';
import { GetApartmentPhoto } from './get-apartment-photo.ts';
import { ImportApartments } from './import-apartments.ts';
import { ListApartments } from './list-apartments.ts';
import { ListBuildingApartments } from './list-building-apartments.ts';
import { RetireApartment } from './retire-apartment.ts';
import { SetApartmentPhoto } from './set-apartment-photo.ts';

/** The apartments area's use cases, wired from the ports and the shared helpers. */
export function apartmentsUseCases(w: Wiring) {
  const { r, s, audit } = w;
  const { apartments, photos, agreements, uow } = r;
  const { clock, ids } = s;
  return {
    listApartments: new ListApartments(apartments),
    getApartment: new GetApartment(apartments, agreements),
    listBuildingApartments: new ListBuildingApartments(apartments),
    addApartment: new AddApartment(apartments, uow, ids, audit),
    changeRent: new ChangeRent(apartments, uow, audit),
    setApartmentPhoto: new SetApartmentPhoto(apartments, photos, s.photoProcessor, uow, ids, clock, audit),
    getApartmentPhoto: new GetApartmentPhoto(photos, s.photoProcessor),
    retireApartment: new RetireApartment(apartments, agreements, uow, clock, audit),
    importApartments: new ImportApartments(apartments, uow, ids, audit),
  };
}
