import type { Context } from 'koa';
import type { z } from 'zod';
import type { ListedApartment } from '../../domain/apartments/apartment.ts';
import type { Page } from '../../domain/shared/paging.ts';
import type { Access } from '../../domain/identity/roles.ts';
import type { Actor } from '../../application/shared/ports.ts';
import type { UseCases } from '../../application/use-cases.ts';
import type { MultipartRule, Upload } from './multipart.ts';
import {
  agreementBody,
  announcementBody,
  announcementEditBody,
  apartmentsQuery,
  codeParam,
  couponBody,
  decisionBody,
  emailParam,
  idParam,
  intentBody,
  languageBody,
  paymentBody,
  paymentsQuery,
  userBody,
  versionQuery,
  type AppConfigDto,
  type ApplicationDto,
  type IntentDto,
  type RoleDto,
} from './contract.ts';
import {
  agreementDto,
  announcementDto,
  apartmentDto,
  couponDto,
  duesDto,
  memberDto,
  paymentDto,
  summaryDto,
  userDto,
} from './dto.ts';

export interface ApiRequest<B = unknown, Q = unknown, P = unknown> {
  /** The caller; present on every route whose access is not 'guest'. */
  readonly actor: Actor;
  /** Body, query and path parameters, already validated by the route's schemas. */
  readonly body: B;
  readonly query: Q;
  readonly params: P;
  /** The files of a multipart body, in the order they came; none for a JSON body. */
  readonly files: readonly Upload[];
  readonly ctx: Context;
}

export interface Reply {
  /**
   * Only for an answer other than the route's success (304 Not Modified; 200 from a route that creates, when the
   * thing asked for existed already): success is 200, or 201 for a route that creates.
   */
  readonly status?: number;
  readonly body: unknown;
}

/**
 * A JSON answer serialised ahead of time, for one that many requests share (a constant, a cached page): it is sent
 * as it is, the same bytes and Content-Type the value itself would have been sent with.
 */
export class JsonAnswer {
  private constructor(readonly text: string) {}

  static of(value: unknown): JsonAnswer {
    return new JsonAnswer(JSON.stringify(value));
  }
}

/**
 * The answer made from `source`, serialised the first time and sent as those bytes while the same object comes back.
 * Only for a source that never changes once made (a cached page is frozen); a new source is a new answer.
 */
export function answerFor<S extends object>(answers: WeakMap<S, JsonAnswer>, source: S, build: (s: S) => unknown) {
  let answer = answers.get(source);
  if (!answer) {
    answer = JsonAnswer.of(build(source));
    answers.set(source, answer);
  }
  return answer;
}

export interface Route<B = any, Q = any, P = any> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** Who may call it; checked before the handler runs, against the role stored for the caller now. */
  readonly access: Access;
  /**
   * Its budget per client address (rate-limit.ts): 'strict' for the writes an abuser would script (creating
   * profiles, applications and payment attempts), 'none' for signed provider callbacks that must never be dropped.
   */
  readonly rateLimit: 'standard' | 'strict' | 'none';
  /** It makes something new: success is 201 Created instead of 200. */
  readonly creates?: boolean;
  /** The content type of a successful answer when it is not JSON (a photo). */
  readonly produces?: string;
  /** One line for the API description. */
  readonly summary: string;
  /** What the route accepts; the router validates before the handler runs and the API description shows them. */
  readonly body?: z.ZodType<B>;
  readonly query?: z.ZodType<Q>;
  readonly params?: z.ZodType<P>;
  /** A form's body: a refusal says what is wrong with each field (`fields`), for the form to show beside it. */
  readonly formFields?: boolean;
  /** Public lists that may be cached briefly by browsers and proxies. */
  readonly cacheSeconds?: number;
  /** What is served never changes under its URL (a versioned photo): caches keep it for cacheSeconds unasked. */
  readonly immutable?: boolean;
  /**
   * The route takes its body as it comes (a picture, a spreadsheet), not as JSON: only these content types, at most
   * maxBytes (413 with the given error beyond), handed to the handler as `body`, a Buffer.
   */
  readonly rawBody?: { readonly types: readonly string[]; readonly maxBytes: number; readonly tooLarge: () => Error };
  /**
   * The route also takes multipart/form-data: the JSON object `body` validates comes as one text part, with files
   * beside it (readMultipart in multipart.ts), handed to the handler as `files`.
   */
  readonly multipart?: MultipartRule;
  /** Served only to the caller (a request's photo): their own browser may keep it for cacheSeconds, no shared cache. */
  readonly privateCache?: boolean;
  readonly handle: (request: ApiRequest<B, Q, P>) => Promise<Reply>;
}

/** Declares a route; its handler's input types follow from its schemas. */
export const route = <B = undefined, Q = undefined, P = undefined>(r: Route<B, Q, P>): Route => r;

const ok = (body: unknown): Reply => ({ body });

export function apiRoutes(u: UseCases, config: AppConfigDto): Route[] {
  const configAnswer = JsonAnswer.of(config);
  const pageAnswers = new WeakMap<Page<ListedApartment>, JsonAnswer>();
  return [
    route({
      method: 'GET',
      path: '/api/config',
      access: 'guest',
      rateLimit: 'standard',
      summary: 'Runtime configuration for the web app',
      handle: async () => ok(configAnswer),
    }),
    route({
      method: 'GET',
      path: '/api/apartments',
      access: 'guest',
      rateLimit: 'standard',
      summary:
        'A page of apartments (6 by default), optionally within a rent range and only the free ones; rented ones are marked',
      query: apartmentsQuery,
      handle: async ({ query }) => {
        const page = await u.listApartments.execute(query);
        return ok(answerFor(pageAnswers, page, (p) => ({ apartments: p.items.map(apartmentDto), total: p.total })));
      },
    }),
    route({
      method: 'GET',
      path: '/api/coupons/active',
      access: 'guest',
      rateLimit: 'standard',
      summary: 'Coupons that can be used now',
      handle: async () => ok((await u.listCoupons.execute({ activeOnly: true })).map(couponDto)),
    }),
    route({
      method: 'POST',
      path: '/api/users',
      access: 'signed-in',
      rateLimit: 'strict',
      summary: "Create or update the caller's own user record (Google sign-in); never sets a role",
      body: userBody,
      handle: async ({ actor, body }) => ok(userDto(await u.saveOwnProfile.execute({ actor, ...body }))),
    }),
    route({
      method: 'PUT',
      path: '/api/users',
      access: 'signed-in',
      rateLimit: 'strict',
      summary: "Create or update the caller's own user record (registration); never sets a role",
      body: userBody,
      handle: async ({ actor, body }) => ok(userDto(await u.saveOwnProfile.execute({ actor, ...body }))),
    }),
    route({
      method: 'GET',
      path: '/api/users/role',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "The caller's role and language as stored now, and whether they are a former resident",
      handle: async ({ actor }): Promise<Reply> => {
        const former = await u.isFormerResident.execute(actor);
        return ok({
          role: actor.role,
          language: actor.language,
          ...(former ? { formerResident: true } : {}),
        } satisfies RoleDto);
      },
    }),
    route({
      method: 'PUT',
      path: '/api/me/language',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        'Choose the language the product writes to the caller in: the web app, notifications, emails and CSV files',
      body: languageBody,
      handle: async ({ actor, body }) =>
        ok({ language: await u.setLanguage.execute({ actor, language: body.language }) }),
    }),
    route({
      method: 'POST',
      path: '/api/agreements',
      access: 'signed-in',
      rateLimit: 'strict',
      creates: true,
      summary:
        'Apply for an apartment; its rent comes from the building, not the request. Sent again for the flat already asked for, it answers that request (200, alreadySent)',
      body: agreementBody,
      handle: async ({ actor, body }) => {
        const { agreement, alreadySent } = await u.applyForAgreement.execute({ actor, apartment: body });
        const answer: ApplicationDto = { ...agreementDto(agreement), alreadySent };
        // The request sent before, for this same flat, is the answer: nothing new was made.
        return alreadySent ? { status: 200, body: answer } : ok(answer);
      },
    }),
    route({
      method: 'GET',
      path: '/api/agreements/user',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "The caller's current (pending or accepted) agreement; 404 when there is none",
      handle: async ({ actor }) => ok(agreementDto(await u.getMyAgreement.execute(actor))),
    }),
    route({
      method: 'GET',
      path: '/api/agreements/user/latest',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "The caller's latest request, whatever became of it (pending, accepted, rejected, withdrawn or ended); null when they never applied",
      handle: async ({ actor }) => {
        const latest = await u.getMyApplication.execute(actor);
        return ok({ agreement: latest ? agreementDto(latest) : null });
      },
    }),
    route({
      method: 'POST',
      path: '/api/agreements/user/withdraw',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "Withdraw the caller's own request while no admin has decided it (409 once decided)",
      handle: async ({ actor }) => ok(agreementDto(await u.withdrawAgreement.execute({ actor }))),
    }),
    route({
      method: 'PATCH',
      path: '/api/agreements/:id',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'Accept (the applicant becomes a member; the lease starts in startMonth, this month by default) or reject a pending request',
      params: idParam,
      body: decisionBody,
      formFields: true,
      handle: async ({ actor, params, body }) =>
        ok(
          agreementDto(
            await u.decideAgreement.execute({
              id: params.id,
              decision: body.action,
              by: actor.email,
              ...(body.startMonth ? { startMonth: body.startMonth } : {}),
              ...(body.reason === undefined ? {} : { reason: body.reason }),
            }),
          ),
        ),
    }),
    route({
      method: 'GET',
      path: '/api/payments/user',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "The caller's payments, newest first (an admin may ask for anyone's by email)",
      query: paymentsQuery,
      handle: async ({ actor, query }) =>
        ok((await u.listPayments.execute({ actor, ...(query.email ? { email: query.email } : {}) })).map(paymentDto)),
    }),
    route({
      method: 'POST',
      path: '/api/payments/create-payment-intent',
      access: 'signed-in',
      rateLimit: 'strict',
      summary:
        "Open a card payment for a month's rent under the caller's lease (a former resident's last one too); the server prices it and refuses a month already paid",
      body: intentBody,
      handle: async ({ actor, body: { amount, month, couponCode } }) => {
        const outcome = await u.createPaymentIntent.execute({
          actor,
          month,
          ...(amount !== undefined ? { amountMinor: amount } : {}),
          ...(couponCode ? { couponCode } : {}),
        });
        const reply: IntentDto =
          outcome.kind === 'free'
            ? { clientSecret: null, amount: 0, payment: paymentDto(outcome.payment) }
            : { clientSecret: outcome.clientSecret, amount: outcome.amountMinor };
        return ok(reply);
      },
    }),
    route({
      method: 'GET',
      path: '/api/payments/dues',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "The caller's rent account: months owed and unpaid with their amounts, and the months that may be paid now",
      handle: async ({ actor }) => ok(duesDto(await u.getMyDues.execute(actor))),
    }),
    route({
      method: 'GET',
      path: '/api/payments/coupon/:code',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'The discount an active coupon gives; 404 for an unknown or inactive one',
      params: codeParam,
      handle: async ({ actor, params }) => {
        const coupon = await u.checkCoupon.execute({ ...params, actor });
        return ok({ code: coupon.code, discountPercentage: coupon.discountPercentage });
      },
    }),
    route({
      method: 'POST',
      path: '/api/payments',
      // Not 'member': a charge reported by someone whose agreement ended meanwhile must reach the use-case, which
      // refunds what it cannot record. The caller may only report their own charges.
      access: 'signed-in',
      rateLimit: 'strict',
      creates: true,
      summary:
        'Record a payment once the card provider confirms it succeeded (idempotent on the transaction id); refund one that can no longer be recorded',
      body: paymentBody,
      handle: async ({ actor, body: { transactionId, month } }) =>
        ok(
          paymentDto(await u.recordPayment.execute({ transactionId, reportedBy: actor, ...(month ? { month } : {}) })),
        ),
    }),
    route({
      method: 'GET',
      path: '/api/admin/announcements',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'Announcements, newest first',
      handle: async () => ok((await u.listAnnouncements.execute()).map(announcementDto)),
    }),
    route({
      method: 'POST',
      path: '/api/admin/announcements',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary: 'Post an announcement to every resident',
      body: announcementBody,
      formFields: true,
      handle: async ({ actor, body }) =>
        ok(announcementDto(await u.postAnnouncement.execute({ ...body, by: actor.email }))),
    }),
    route({
      method: 'PUT',
      path: '/api/admin/announcements/:id',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Rewrite an announcement over the version it was read at (409 when another admin changed it meanwhile)',
      params: idParam,
      body: announcementEditBody,
      formFields: true,
      handle: async ({ actor, params: { id }, body }) =>
        ok(announcementDto(await u.editAnnouncement.execute({ ...body, id, by: actor.email }))),
    }),
    route({
      method: 'DELETE',
      path: '/api/admin/announcements/:id',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Delete an announcement as it was read (409 when another admin changed it meanwhile)',
      params: idParam,
      query: versionQuery,
      handle: async ({ actor, params: { id }, query: { version } }) => {
        await u.deleteAnnouncement.execute({ id, version, by: actor.email });
        return ok({ message: 'Announcement deleted' });
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/agreements',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Pending agreement requests, oldest first',
      handle: async () =>
        ok(
          (await u.listAgreementRequests.execute()).map((a) => ({
            ...agreementDto(a),
            startMonths: [...a.startMonths],
            owed: a.owedMinor / 100,
          })),
        ),
    }),
    route({
      method: 'GET',
      path: '/api/admin/members',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Current members',
      handle: async () => ok((await u.listMembers.execute()).map(memberDto)),
    }),
    route({
      method: 'PATCH',
      path: '/api/admin/members/:email/demote',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Remove a member: role back to user, agreement ended, payment history kept',
      params: emailParam,
      handle: async ({ actor, params }) => {
        await u.removeMember.execute({ ...params, by: actor.email });
        return ok({ message: 'Member removed; their agreement has ended' });
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/coupons',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Every coupon, active or not',
      handle: async () => ok((await u.listCoupons.execute({ activeOnly: false })).map(couponDto)),
    }),
    route({
      method: 'POST',
      path: '/api/admin/coupons',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary: 'Add a coupon (codes unique regardless of case; 1-100 %)',
      body: couponBody,
      formFields: true,
      handle: async ({ actor, body }) => ok(couponDto(await u.addCoupon.execute({ ...body, by: actor.email }))),
    }),
    route({
      method: 'PATCH',
      path: '/api/admin/coupons/:code/toggle',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Switch a coupon between active and inactive',
      params: codeParam,
      handle: async ({ actor, params }) => ok(couponDto(await u.toggleCoupon.execute({ ...params, by: actor.email }))),
    }),
    route({
      method: 'GET',
      path: '/api/admin/summary',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Rooms (total, available %, rented %) and people (users, members)',
      handle: async () => ok(summaryDto(await u.getAdminSummary.execute())),
    }),
  ];
}
