import type { Category, MaintenanceRequest, MaintenanceStatus } from '../../domain/maintenance/request.ts';

/** A photo sent with a report, as served: re-encoded, kept in the database so every server has it; never changed. */
export interface MaintenancePhoto {
  readonly id: string;
  readonly requestId: string;
  /** 1, 2 or 3: its place among the request's photos. */
  readonly position: number;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly createdAt: Date;
}

/** Which requests the admins' board shows: every one, or only those of one status, category or flat. */
export interface MaintenanceFilter {
  readonly status?: MaintenanceStatus;
  readonly category?: Category;
  readonly apartmentId?: string;
}

/**
 * Maintenance requests with their whole history. A request's version is the length of its history: every change
 * appends at least one entry, so "still at the length I read" means "nobody changed it since".
 */
export interface MaintenanceRequests {
  /** The request, its history and its photos (already re-encoded), all written or none. */
  add(request: MaintenanceRequest, photos?: readonly MaintenancePhoto[]): Promise<void>;
  byId(id: string): Promise<MaintenanceRequest | undefined>;
  /** A request's photo at `position` (1 to its photo count). */
  photo(requestId: string, position: number): Promise<MaintenancePhoto | undefined>;
  /** The admins' board: emergencies first, then the oldest first (ties by id). */
  board(filter: MaintenanceFilter): Promise<MaintenanceRequest[]>;
  /** The requests assigned to one staff member now, in any spelling of their email: emergencies first, then the oldest. */
  assignedTo(email: string): Promise<MaintenanceRequest[]>;
  /** The requests one resident reported, in any spelling of their email, newest first. */
  listFor(email: string): Promise<MaintenanceRequest[]>;
  /**
   * When each request `email` reported at or after `since` was opened: what the daily limit counts (the domain
   * decides which of them fall on today's calendar day).
   */
  openedSince(email: string, since: Date): Promise<Date[]>;
  /**
   * Writes `next` (its status, its assignee and the history entries it appended) only while the stored request still has
   * `fromLength` history entries, in one conditional statement, so that of two changes racing on one request exactly
   * one wins. False when it changed meanwhile or does not exist.
   */
  replace(next: MaintenanceRequest, fromLength: number): Promise<boolean>;
}
