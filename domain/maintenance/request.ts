/**
 * A maintenance request: a problem a resident reports, in their own flat or in a common area, and what happened to it.
 *
 * submitted -> in_progress (an admin starts work) -> resolved (an admin marks it fixed) -> closed (the resident
 * confirms, perhaps with a rating). A quick fix may go straight from submitted to resolved: a tap fixed while the admin
 * was there needs no "started" step, and its history still shows who resolved it and when. An admin may decline a submitted or in-progress request, always saying why. Within
 * 7 days of its resolution the resident may reopen a resolved request, which puts it back in progress. Closed and
 * declined requests are finished: nothing changes them any more, not even a comment. A resolved request stays resolved
 * until its resident closes or reopens it; nothing closes it on its own.
 */

export const CATEGORIES = ['plumbing', 'electrical', 'appliance', 'lift', 'common-area', 'pest', 'other'] as const;

export type Category = (typeof CATEGORIES)[number];

export const STATUSES = ['submitted', 'in_progress', 'resolved', 'closed', 'declined'] as const;

export type MaintenanceStatus = (typeof STATUSES)[number];

/**
 * Someone taking part in a request: the resident who reported it, one of the building's admins, or the staff member
 * an admin gave the work to.
 */
export interface Participant {
  readonly email: string;
  readonly name: string;
  readonly role: 'resident' | 'admin' | 'staff';
}

/** The staff member an admin gave a request's work to. */
export interface Assignee {
  readonly email: string;
  readonly name: string;
}

/** The resident who reported the problem. */
export interface Reporter {
  readonly email: string;
  readonly name: string;
}

/** Where the problem is: the resident's own flat, or a common area of the building (no flat). */
export type Place =
  { readonly kind: 'flat'; readonly apartmentId: string; readonly label: string } | { readonly kind: 'common-area' };

/** Whether staff may enter the flat when nobody is home, and what they should know (pets, good times). */
export interface EntryPermission {
  readonly allowed: boolean;
  readonly notes?: string;
}

interface Dated {
  readonly at: Date;
  readonly by: Participant;
}

/** One thing that happened to a request. The history is kept in the order things happened, never edited. */
export type HistoryEntry =
  | (Dated & { readonly kind: 'submitted' })
  /** An admin started, resolved or declined it; a decline always carries its reason. */
  | (Dated & {
      readonly kind: 'status-changed';
      readonly from: MaintenanceStatus;
      readonly to: MaintenanceStatus;
      readonly reason?: string;
    })
  /** Seen by the resident and the admins. */
  | (Dated & { readonly kind: 'comment'; readonly text: string })
  /** Seen by admins only; a resident never sees one, not even its existence. */
  | (Dated & { readonly kind: 'internal-note'; readonly text: string })
  /** The resident said the problem is back: resolved -> in_progress. */
  | (Dated & { readonly kind: 'reopened'; readonly reason?: string })
  /** The resident confirmed the fix: resolved -> closed. */
  | (Dated & { readonly kind: 'closed'; readonly rating?: number; readonly comment?: string })
  /** An admin gave the work to a staff member, or took it back (no assignee). */
  | (Dated & { readonly kind: 'assigned'; readonly assignee?: Assignee });

export type HistoryKind = HistoryEntry['kind'];

export interface MaintenanceRequest {
  readonly id: string;
  readonly category: Category;
  readonly title: string;
  readonly description: string;
  readonly emergency: boolean;
  readonly place: Place;
  /** Only a request about a flat has one: nobody needs leave to enter a common area. */
  readonly entry?: EntryPermission;
  readonly resident: Reporter;
  readonly createdAt: Date;
  readonly status: MaintenanceStatus;
  readonly history: readonly HistoryEntry[];
  /** How many photos the resident sent with the report, numbered 1 to this; they never change afterwards. */
  readonly photoCount: number;
  /** The staff member working on it, while an admin has given it to one. */
  readonly assignee?: Assignee;
}
