import { agreementsStores } from './agreements/stores.ts';
import { announcementsStores } from './announcements/stores.ts';
import { apartmentsStores } from './apartments/stores.ts';
import { auditStores } from './audit/stores.ts';
import { autopayStores } from './autopay/stores.ts';
import { buildingStores } from './building/stores.ts';
import { chargesStores } from './charges/stores.ts';
import { commonSpacesStores } from './common-spaces/stores.ts';
import { couponsStores } from './coupons/stores.ts';
import { frontDeskStores } from './front-desk/stores.ts';
import { lateFeesStores } from './late-fees/stores.ts';
import { ledgerStores } from './ledger/stores.ts';
import { maintenanceStores } from './maintenance/stores.ts';
import { membersStores } from './members/stores.ts';
import { moveOutStores } from './move-out/stores.ts';
import { notificationsStores } from './notifications/stores.ts';
import { onlinePaymentsStores } from './online-payments/stores.ts';
import { parcelsStores } from './parcels/stores.ts';
import { parkingStores } from './parking/stores.ts';
import { paymentReportsStores } from './payment-reports/stores.ts';
import { paymentsStores } from './payments/stores.ts';
import type { MemoryTables } from './memory/memory-store.ts';
import type { SqlGround } from './area-stores.ts';

/** Every area's stores, one line each: the ORM's entities and both adapters' repositories are read from here. */
const AREA_STORES = [
  agreementsStores,
  announcementsStores,
  apartmentsStores,
  auditStores,
  autopayStores,
  buildingStores,
  chargesStores,
  commonSpacesStores,
  couponsStores,
  frontDeskStores,
  lateFeesStores,
  ledgerStores,
  maintenanceStores,
  membersStores,
  moveOutStores,
  notificationsStores,
  onlinePaymentsStores,
  parcelsStores,
  parkingStores,
  paymentReportsStores,
  paymentsStores,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;
/** Every area's repositories together: a store no area registers is missing from it, and the compiler says so. */
type AreaRepositories = UnionToIntersection<ReturnType<(typeof AREA_STORES)[number]['memory']>>;

/** Every table the ORM maps. */
export const AREA_ENTITIES = AREA_STORES.flatMap((area) => area.entities);

export const memoryStores = (tables: MemoryTables): AreaRepositories =>
  Object.assign({}, ...AREA_STORES.map((area) => area.memory(tables)));

export const sqlStores = (ground: SqlGround): AreaRepositories =>
  Object.assign({}, ...AREA_STORES.map((area) => area.sql(ground)));
