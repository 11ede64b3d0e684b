import type {
  Category,
  HistoryEntry,
  MaintenanceRequest,
  MaintenanceStatus,
  Participant,
} from '../../../domain/maintenance/request.ts';
import type { MaintenanceHistoryRow, MaintenanceRequestRow } from './entity.ts';

export const maintenanceToRow = (m: MaintenanceRequest): MaintenanceRequestRow => ({
  id: m.id,
  category: m.category,
  title: m.title,
  description: m.description,
  emergency: m.emergency,
  apartmentId: m.place.kind === 'flat' ? m.place.apartmentId : null,
  placeLabel: m.place.kind === 'flat' ? m.place.label : null,
  entryAllowed: m.entry ? m.entry.allowed : null,
  entryNotes: m.entry?.notes ?? null,
  residentEmail: m.resident.email,
  residentName: m.resident.name,
  createdAt: m.createdAt,
  status: m.status,
  version: m.history.length,
  photoCount: m.photoCount,
  assigneeEmail: m.assignee?.email ?? null,
  assigneeName: m.assignee?.name ?? null,
});

/** The history entries from `from` on, as rows numbered by their place in the history. */
export const historyToRows = (m: MaintenanceRequest, from = 0): MaintenanceHistoryRow[] =>
  m.history.slice(from).map((entry, i) => {
    const row: MaintenanceHistoryRow = {
      requestId: m.id,
      position: from + i,
      at: entry.at,
      kind: entry.kind,
      byEmail: entry.by.email,
      byName: entry.by.name,
      byRole: entry.by.role,
      fromStatus: null,
      toStatus: null,
      reason: null,
      text: null,
      rating: null,
      comment: null,
      assigneeEmail: null,
      assigneeName: null,
    };
    switch (entry.kind) {
      case 'status-changed':
        return { ...row, fromStatus: entry.from, toStatus: entry.to, reason: entry.reason ?? null };
      case 'comment':
      case 'internal-note':
        return { ...row, text: entry.text };
      case 'reopened':
        return { ...row, reason: entry.reason ?? null };
      case 'closed':
        return { ...row, rating: entry.rating ?? null, comment: entry.comment ?? null };
      case 'assigned':
        return entry.assignee
          ? { ...row, assigneeEmail: entry.assignee.email, assigneeName: entry.assignee.name }
          : row;
      case 'submitted':
        return row;
    }
  });

function historyToDomain(r: MaintenanceHistoryRow): HistoryEntry {
  const at = new Date(r.at);
  const by: Participant = { email: r.byEmail, name: r.byName, role: r.byRole as Participant['role'] };
  switch (r.kind as HistoryEntry['kind']) {
    case 'status-changed':
      return {
        at,
        by,
        kind: 'status-changed',
        from: r.fromStatus as MaintenanceStatus,
        to: r.toStatus as MaintenanceStatus,
        ...(r.reason != null ? { reason: r.reason } : {}),
      };
    case 'comment':
      return { at, by, kind: 'comment', text: r.text ?? '' };
    case 'internal-note':
      return { at, by, kind: 'internal-note', text: r.text ?? '' };
    case 'reopened':
      return { at, by, kind: 'reopened', ...(r.reason != null ? { reason: r.reason } : {}) };
    case 'closed':
      return {
        at,
        by,
        kind: 'closed',
        ...(r.rating != null ? { rating: r.rating } : {}),
        ...(r.comment != null ? { comment: r.comment } : {}),
      };
    case 'assigned':
      return {
        at,
        by,
        kind: 'assigned',
        ...(r.assigneeEmail != null ? { assignee: { email: r.assigneeEmail, name: r.assigneeName ?? '' } } : {}),
      };
    case 'submitted':
      return { at, by, kind: 'submitted' };
  }
}

/** A request from its row and its history rows, already in order. */
export const maintenanceToDomain = (
  r: MaintenanceRequestRow,
  history: readonly MaintenanceHistoryRow[],
): MaintenanceRequest => ({
  id: r.id,
  category: r.category as Category,
  title: r.title,
  description: r.description,
  // Plain SQL reads give SQLite's 0 and 1.
  emergency: Boolean(r.emergency),
  place:
    r.apartmentId != null
      ? { kind: 'flat', apartmentId: r.apartmentId, label: r.placeLabel ?? '' }
      : { kind: 'common-area' },
  ...(r.entryAllowed != null
    ? { entry: { allowed: Boolean(r.entryAllowed), ...(r.entryNotes != null ? { notes: r.entryNotes } : {}) } }
    : {}),
  resident: { email: r.residentEmail, name: r.residentName },
  createdAt: new Date(r.createdAt),
  status: r.status as MaintenanceStatus,
  history: history.map(historyToDomain),
  photoCount: r.photoCount,
  ...(r.assigneeEmail != null ? { assignee: { email: r.assigneeEmail, name: r.assigneeName ?? '' } } : {}),
});
