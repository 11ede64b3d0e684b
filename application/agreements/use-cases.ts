import type { Wiring } from '../wiring.ts';
import { ApplyForAgreement } from './apply-for-agreement.ts';
import { DecideAgreement } from './decide-agreement.ts';
import { GetMyAgreement } from './get-my-agreement.ts';
import { GetMyApplication } from './get-my-application.ts';
import { GetTenantDetails } from './get-tenant-details.ts';
import { IsFormerResident } from './is-former-resident.ts';
import { ListAgreementRequests } from './list-agreement-requests.ts';
import { WithdrawAgreement } from './withdraw-agreement.ts';
import { CancelRentChange, GetMyLeaseChanges, ListLeaseChanges, ScheduleRentChange } from './rent-changes.ts';
import { AnswerRenewal, OfferRenewal } from './renewals.ts';
import { EndLeasesAtTerm } from './end-leases-at-term.ts';
import { LeaseEnding } from '../members/end-lease.ts';
import { finalStatementStarter } from '../move-out/use-cases.ts';

/** The agreements area's use cases, wired from the ports and the shared helpers. */
export function agreementsUseCases(w: Wiring) {
  const { r, s, audit, notifier } = w;
  const { apartments, users, agreements, tenantDetails, rentChanges, renewalOffers, uow } = r;
  const { clock, ids, calendar } = s;
  return {
    applyForAgreement: new ApplyForAgreement(apartments, agreements, users, notifier, tenantDetails, uow, ids, clock),
    getTenantDetails: new GetTenantDetails(agreements, tenantDetails),
    getMyAgreement: new GetMyAgreement(agreements),
    getMyApplication: new GetMyApplication(agreements),
    withdrawAgreement: new WithdrawAgreement(agreements, uow, clock, audit),
    listAgreementRequests: new ListAgreementRequests(agreements, w.books, calendar),
    isFormerResident: new IsFormerResident(agreements),
    decideAgreement: new DecideAgreement(agreements, users, uow, ids, clock, audit, calendar, notifier, r.ledger),
    scheduleRentChange: new ScheduleRentChange(agreements, rentChanges, uow, ids, clock, calendar, audit, notifier),
    cancelRentChange: new CancelRentChange(agreements, rentChanges, uow, calendar, audit),
    listLeaseChanges: new ListLeaseChanges(agreements, rentChanges, renewalOffers, calendar),
    getMyLeaseChanges: new GetMyLeaseChanges(agreements, rentChanges, renewalOffers, calendar),
    offerRenewal: new OfferRenewal(agreements, renewalOffers, uow, ids, clock, calendar, audit, notifier),
    answerRenewal: new AnswerRenewal(agreements, renewalOffers, rentChanges, uow, ids, clock),
    endLeasesAtTerm: new EndLeasesAtTerm(
      agreements,
      new LeaseEnding(users, agreements, audit, notifier, finalStatementStarter(w)),
      users,
      notifier,
      uow,
      clock,
      calendar,
    ),
  };
}
