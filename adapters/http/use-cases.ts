import type { AddCoupon } from '../../application/use-cases/add-coupon.ts';
import type { ApplyForAgreement } from '../../application/use-cases/apply-for-agreement.ts';
import type { CheckCoupon } from '../../application/use-cases/check-coupon.ts';
import type { CreatePaymentIntent } from '../../application/use-cases/create-payment-intent.ts';
import type { DecideAgreement } from '../../application/use-cases/decide-agreement.ts';
import type { GetAdminSummary } from '../../application/use-cases/get-admin-summary.ts';
import type { GetMyDues } from '../../application/use-cases/get-my-dues.ts';
import type { GetMyAgreement } from '../../application/use-cases/get-my-agreement.ts';
import type { IdentifyCaller } from '../../application/use-cases/identify-caller.ts';
import type { ListAgreementRequests } from '../../application/use-cases/list-agreement-requests.ts';
import type { ListAnnouncements } from '../../application/use-cases/list-announcements.ts';
import type { ListApartments } from '../../application/use-cases/list-apartments.ts';
import type { ListCoupons } from '../../application/use-cases/list-coupons.ts';
import type { ListMembers } from '../../application/use-cases/list-members.ts';
import type { ListPayments } from '../../application/use-cases/list-payments.ts';
import type { PostAnnouncement } from '../../application/use-cases/post-announcement.ts';
import type { RecordPayment } from '../../application/use-cases/record-payment.ts';
import type { RemoveMember } from '../../application/use-cases/remove-member.ts';
import type { SaveOwnProfile } from '../../application/use-cases/save-own-profile.ts';
import type { ToggleCoupon } from '../../application/use-cases/toggle-coupon.ts';

/** The use-cases the HTTP adapter calls, handed over by the composition root. */
export interface UseCases {
  identifyCaller: IdentifyCaller;
  listApartments: ListApartments;
  listCoupons: ListCoupons;
  saveOwnProfile: SaveOwnProfile;
  applyForAgreement: ApplyForAgreement;
  getMyAgreement: GetMyAgreement;
  decideAgreement: DecideAgreement;
  listPayments: ListPayments;
  createPaymentIntent: CreatePaymentIntent;
  checkCoupon: CheckCoupon;
  recordPayment: RecordPayment;
  listAnnouncements: ListAnnouncements;
  postAnnouncement: PostAnnouncement;
  listAgreementRequests: ListAgreementRequests;
  listMembers: ListMembers;
  removeMember: RemoveMember;
  addCoupon: AddCoupon;
  toggleCoupon: ToggleCoupon;
  getAdminSummary: GetAdminSummary;
  getMyDues: GetMyDues;
}
