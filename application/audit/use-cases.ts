import type { Wiring } from '../wiring.ts';
import { ListAuditLog } from './list-audit-log.ts';

/** The audit area's use cases, wired from the ports and the shared helpers. */
export function auditUseCases(w: Wiring) {
  const { r } = w;
  return {
    listAuditLog: new ListAuditLog(r.audit),
  };
}
