import type { Wiring } from '../wiring.ts';
import { ListMembers } from './list-members.ts';
import { MakeAdmin } from './make-admin.ts';
import { RemoveMember } from './remove-member.ts';
import { SaveOwnProfile } from './save-own-profile.ts';
import { SetLanguage } from './set-language.ts';
import { finalStatementStarter } from '../move-out/use-cases.ts';

/** The members area's use cases, wired from the ports and the shared helpers. */
export function membersUseCases(w: Wiring) {
  const { r, s, audit, notifier } = w;
  const { users, agreements, uow } = r;
  const { clock, ids, calendar, gateway, logger } = s;
  return {
    saveOwnProfile: new SaveOwnProfile(users, uow, ids),
    makeAdmin: new MakeAdmin(s.accounts, users, uow, ids, audit),
    listMembers: new ListMembers(users, agreements, w.books, calendar),
    removeMember: new RemoveMember(
      users,
      agreements,
      uow,
      clock,
      audit,
      gateway,
      logger,
      calendar,
      notifier,
      finalStatementStarter(w),
    ),
    setLanguage: new SetLanguage(users, uow),
  };
}
