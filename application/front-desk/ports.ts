import type { StaffMember } from '../../domain/front-desk/staff.ts';
import type { Visit, VisitStatus } from '../../domain/front-desk/visitors.ts';

export interface StaffRoster {
  /** Every staff member, by name (byStaffName). */
  list(): Promise<StaffMember[]>;
  byEmail(email: string): Promise<StaffMember | undefined>;
  /** Throws STAFF.ALREADY_STAFF when the email is on the roster already (another admin added them meanwhile). */
  add(member: StaffMember): Promise<void>;
  /** Takes the email off the roster; false when it was not on it (another admin removed them meanwhile). */
  remove(email: string): Promise<boolean>;
}

/** Which visits the log shows: the days from and to (inclusive), and part of a flat's name. */
export interface VisitFilter {
  readonly from: string;
  readonly to: string;
  readonly flat?: string;
}

export interface Visits {
  /** Throws VISITOR.CODE_TAKEN when an expected pass of that day has the same code. */
  add(visit: Visit): Promise<void>;
  byId(id: string): Promise<Visit | undefined>;
  /** Every visit ever given the code, latest day first. */
  byCode(code: string): Promise<Visit[]>;
  /**
   * Writes the visit's status and arrival and leaving times only while its status is still `from`, in one
   * conditional statement; false when it is not (another guard marked it, or the resident cancelled it, meanwhile).
   */
  update(visit: Visit, from: VisitStatus): Promise<boolean>;
  /** The visits of one day, latest first. */
  onDay(day: string): Promise<Visit[]>;
  /** A flat's visits on `from` or later, soonest first. */
  forFlat(apartmentId: string, from: string): Promise<Visit[]>;
  /** The log: visits between the days named, at flats whose name contains `flat`, latest first, at most `limit`. */
  search(filter: VisitFilter, limit: number): Promise<Visit[]>;
  /** Deletes every visit of a day before `day`; answers how many. */
  deleteBefore(day: string): Promise<number>;
}

/** How long the visitor log is kept, one setting for the building. */
export interface SavedVisitorSettings {
  readonly retentionDays: number;
  /** 0 until an admin first saves the setting. */
  readonly version: number;
}

export interface VisitorSettings {
  /** Undefined until an admin first saves the setting. */
  get(): Promise<SavedVisitorSettings | undefined>;
  /** Saves only while the stored version is still `version - 1` (nothing stored for 1); false otherwise. */
  save(settings: SavedVisitorSettings): Promise<boolean>;
}

/** Makes pass codes: PASS_CODE_LENGTH characters of PASS_CODE_ALPHABET, drawn at random. */
export interface PassCodes {
  next(): string;
}
