import type {
  MaintenanceCategory,
  MaintenanceEntryDto,
  MaintenanceRequestDto,
  MaintenanceStatus,
} from '@contract/maintenance';
import { CATEGORIES, STATUSES } from '@domain/maintenance/request.ts';
import type { MessageId } from '@/i18n/en/index.ts';
import type { Translate } from '@/lib/i18n/intl.tsx';

/** Each category's words, by message id. */
export const CATEGORY_LABELS: Readonly<Record<MaintenanceCategory, MessageId>> = {
  plumbing: 'maintenance.category.plumbing',
  electrical: 'maintenance.category.electrical',
  appliance: 'maintenance.category.appliance',
  lift: 'maintenance.category.lift',
  'common-area': 'maintenance.category.commonArea',
  pest: 'maintenance.category.pest',
  other: 'maintenance.category.other',
};

/** Each status's words, by message id. */
export const STATUS_LABELS: Readonly<Record<MaintenanceStatus, MessageId>> = {
  submitted: 'maintenance.status.submitted',
  in_progress: 'maintenance.status.inProgress',
  resolved: 'maintenance.status.resolved',
  closed: 'maintenance.status.closed',
  declined: 'maintenance.status.declined',
};

/** The choices of a category or status select, in the reader's language. */
export const categoryOptions = (t: Translate) =>
  CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }));
export const statusOptions = (t: Translate) => STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }));

/** Where the problem is, as people say it: "Flat A101", or "Common area". */
export const placeOf = (r: Pick<MaintenanceRequestDto, 'place'>, t: Translate): string =>
  r.place.kind === 'flat' ? t('maintenance.place.flat', { label: r.place.label }) : t('maintenance.place.commonArea');

/** What one entry of the history says happened, without its author's name (shown beside it) or its words. */
export function happened(entry: MaintenanceEntryDto, t: Translate): string {
  switch (entry.kind) {
    case 'submitted':
      return t('maintenance.happened.submitted');
    case 'status-changed':
      if (entry.to === 'in_progress') return t('maintenance.happened.started');
      if (entry.to === 'resolved') return t('maintenance.happened.resolved');
      if (entry.to === 'declined') return t('maintenance.happened.declined');
      return t('maintenance.happened.statusChanged', {
        status: entry.to && STATUS_LABELS[entry.to] ? t(STATUS_LABELS[entry.to]) : entry.to,
      });
    case 'comment':
      return t('maintenance.happened.comment');
    case 'internal-note':
      return t('maintenance.happened.internalNote');
    case 'reopened':
      return t('maintenance.happened.reopened');
    case 'closed':
      return entry.rating !== undefined
        ? t('maintenance.happened.closedRated', { rating: entry.rating })
        : t('maintenance.happened.closed');
    case 'assigned':
      return entry.assignee
        ? t('maintenance.happened.assigned', { name: entry.assignee.name })
        : t('maintenance.happened.unassigned');
  }
}

/** The words that came with an entry: a comment, a note, a reason, a closing comment. */
export const wordsOf = (entry: MaintenanceEntryDto): string | undefined => entry.text ?? entry.reason ?? entry.comment;
