import type { Wiring } from '../wiring.ts';
import { IdentifyCaller } from './identify-caller.ts';

/** The identity area's use cases, wired from the ports and the shared helpers. */
export function identityUseCases(w: Wiring) {
  const { r, s } = w;
  const { users } = r;
  return {
    identifyCaller: new IdentifyCaller(s.verifier, users, s.pageSessions),
  };
}
