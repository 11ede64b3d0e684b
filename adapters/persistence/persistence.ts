import type {
  Agreements,
  Announcements,
  ApartmentPhotos,
  Apartments,
  AuditLog,
  BuildingDetails,
  Coupons,
  Payments,
  ProcessedEvents,
  UnitOfWork,
  Users,
} from '../../application/ports.ts';
import type { SandboxIntentStore } from '../../application/sandbox-intents.ts';

/** What a storage adapter hands the composition root: every repository, the unit of work, and its lifecycle. */
export interface Persistence {
  readonly apartments: Apartments;
  /** Kept in the database, not on a server's disk, so every instance serves every photo. */
  readonly photos: ApartmentPhotos;
  readonly users: Users;
  readonly agreements: Agreements;
  readonly coupons: Coupons;
  readonly announcements: Announcements;
  readonly building: BuildingDetails;
  readonly payments: Payments;
  /** Payment state every server instance must share, so it lives with the rest of the data. */
  readonly processedEvents: ProcessedEvents;
  readonly sandboxIntents: SandboxIntentStore;
  readonly audit: AuditLog;
  readonly uow: UnitOfWork;
  /** Runs one request's work in its own context (a forked EntityManager for the ORM; nothing for memory). */
  inRequestContext<T>(work: () => Promise<T>): Promise<T>;
  /** Throws SERVICE.UNAVAILABLE when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
