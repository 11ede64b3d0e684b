import { assertMaySeePhoto, participantOf, staffParticipant } from '../../domain/maintenance/access.ts';
import type { Actor } from '../shared/ports.ts';
import type { MaintenancePhoto, MaintenanceRequests } from './ports.ts';
import { requestGone } from './maintenance-requests.ts';

/**
 * One photo of a request, for whoever may see the request: its own resident or an admin (MAINTENANCE.NOT_YOURS), or,
 * on the staff's routes (`asStaff`), the staff member it is assigned to (MAINTENANCE.NOT_ASSIGNED).
 */
export class GetRequestPhoto {
  constructor(private readonly requests: MaintenanceRequests) {}

  async execute({
    actor,
    id,
    position,
    asStaff = false,
  }: {
    actor: Actor;
    id: string;
    position: number;
    asStaff?: boolean;
  }): Promise<MaintenancePhoto> {
    const request = await this.requests.byId(id);
    if (!request) throw requestGone();
    assertMaySeePhoto(request, asStaff ? staffParticipant(actor) : participantOf(actor), position);
    const photo = await this.requests.photo(id, position);
    if (!photo) throw requestGone();
    return photo;
  }
}
