import type { MaintenanceCategory, MaintenanceEntryDto, MaintenanceRequestDto, MaintenanceStatus } from '@contract';
import { CATEGORIES, STATUSES } from '@domain/maintenance.ts';

export const CATEGORY_LABELS: Readonly<Record<MaintenanceCategory, string>> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  appliance: 'Appliance',
  lift: 'Lift',
  'common-area': 'Common area',
  pest: 'Pests',
  other: 'Other',
};

export const STATUS_LABELS: Readonly<Record<MaintenanceStatus, string>> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
  declined: 'Declined',
};

export const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
export const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** Where the problem is, as people say it: "Flat A101", or "Common area". */
export const placeOf = (r: Pick<MaintenanceRequestDto, 'place'>): string =>
  r.place.kind === 'flat' ? `Flat ${r.place.label}` : 'Common area';

export const stars = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** What one entry of the history says happened, without its author's name (shown beside it) or its words. */
export function happened(entry: MaintenanceEntryDto): string {
  switch (entry.kind) {
    case 'submitted':
      return 'reported the problem';
    case 'status-changed':
      if (entry.to === 'in_progress') return 'started work';
      if (entry.to === 'resolved') return 'marked it resolved';
      if (entry.to === 'declined') return 'declined the request';
      return `changed the status to ${STATUS_LABELS[entry.to!] ?? entry.to}`;
    case 'comment':
      return 'commented';
    case 'internal-note':
      return 'added an internal note';
    case 'reopened':
      return 'reopened it: the problem is back';
    case 'closed':
      return entry.rating !== undefined ? `closed it, rating the fix ${stars(entry.rating)} of 5` : 'closed it';
  }
}

/** The words that came with an entry: a comment, a note, a reason, a closing comment. */
export const wordsOf = (entry: MaintenanceEntryDto): string | undefined => entry.text ?? entry.reason ?? entry.comment;

export const INTERNAL_NOTE = 'Internal note — residents never see this';
