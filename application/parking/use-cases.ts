import type { Wiring } from '../wiring.ts';
import { AddParkingSpace, AssignParkingSpace, GetMyParkingSpace, ListParkingSpaces } from './parking-spaces.ts';

/** The parking area's use cases, wired from the ports and the shared helpers. */
export function parkingUseCases(w: Wiring) {
  const { r, s, audit } = w;
  return {
    listParkingSpaces: new ListParkingSpaces(r.parkingSpaces),
    addParkingSpace: new AddParkingSpace(r.parkingSpaces, r.uow, s.ids, audit),
    assignParkingSpace: new AssignParkingSpace(r.parkingSpaces, r.users, r.uow, audit),
    getMyParkingSpace: new GetMyParkingSpace(r.parkingSpaces),
  };
}
