import type { HistoryEntry } from '../../../domain/maintenance/request.ts';
import type { MonthlySummary } from '../../../domain/maintenance/summary.ts';
import type { RequestView } from '../../../application/maintenance/maintenance-requests.ts';
import type { MaintenanceEntryDto, MaintenanceRequestDto, MaintenanceSummaryDto, StaffJobDto } from './contract.ts';

const maintenanceEntryDto = (e: HistoryEntry): MaintenanceEntryDto => {
  const base = { at: e.at.toISOString(), kind: e.kind, by: { name: e.by.name, role: e.by.role } };
  switch (e.kind) {
    case 'status-changed':
      return { ...base, from: e.from, to: e.to, ...(e.reason !== undefined ? { reason: e.reason } : {}) };
    case 'comment':
    case 'internal-note':
      return { ...base, text: e.text };
    case 'reopened':
      return { ...base, ...(e.reason !== undefined ? { reason: e.reason } : {}) };
    case 'closed':
      return {
        ...base,
        ...(e.rating !== undefined ? { rating: e.rating } : {}),
        ...(e.comment !== undefined ? { comment: e.comment } : {}),
      };
    case 'assigned':
      return { ...base, ...(e.assignee ? { assignee: { name: e.assignee.name } } : {}) };
    case 'submitted':
      return base;
  }
};

/** Where a request's photo is served. */
export const maintenancePhotoUrl = (requestId: string, position: number) =>
  `/api/maintenance/${encodeURIComponent(requestId)}/photos/${position}`;

/** A request as its caller may see it (the use case already took out what they may not). */
export const maintenanceDto = ({ request: r, actions, reopenUntil, seenBy }: RequestView): MaintenanceRequestDto => ({
  _id: r.id,
  category: r.category,
  title: r.title,
  description: r.description,
  emergency: r.emergency,
  place: r.place.kind === 'flat' ? { ...r.place } : { kind: 'common-area' },
  entry: r.entry ? { allowed: r.entry.allowed, notes: r.entry.notes ?? null } : null,
  resident: { email: r.resident.email, name: r.resident.name },
  createdAt: r.createdAt.toISOString(),
  status: r.status,
  history: r.history.map(maintenanceEntryDto),
  actions: [...actions],
  reopenUntil: reopenUntil?.toISOString() ?? null,
  photos: Array.from({ length: r.photoCount }, (_, i) => ({
    position: i + 1,
    url: maintenancePhotoUrl(r.id, i + 1),
  })),
  assignee: r.assignee ? { name: r.assignee.name, ...(seenBy === 'admin' ? { email: r.assignee.email } : {}) } : null,
});

/** Where the staff member a request is assigned to reads one of its photos. */
export const staffJobPhotoUrl = (requestId: string, position: number) =>
  `/api/staff/jobs/${encodeURIComponent(requestId)}/photos/${position}`;

/** A job as its staff member sees it: the resident by name only; the photos from the staff's own route. */
export const staffJobDto = (view: RequestView): StaffJobDto => {
  const { resident, photos, reopenUntil: _until, ...rest } = maintenanceDto(view);
  return {
    ...rest,
    resident: { name: resident.name },
    photos: photos.map(({ position }) => ({ position, url: staffJobPhotoUrl(view.request.id, position) })),
  };
};

export const maintenanceSummaryDto = (s: MonthlySummary): MaintenanceSummaryDto => ({
  month: s.month,
  opened: s.opened,
  resolved: s.resolved,
  medianResolutionMs: s.medianResolutionMs ?? null,
  rated: s.rated,
  averageRating: s.averageRating ?? null,
});
