import { requestAgreement, type Agreement } from '../../domain/agreements/agreement.ts';
import { assertLettable, describeLocation, type Apartment } from '../../domain/apartments/apartment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import {
  detailsGiven,
  tenantDetails,
  type TenantDetails,
  type TenantDetailsInput,
} from '../../domain/agreements/tenant-details.ts';
import type { Actor, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Agreements, TenantDetailsStore } from './ports.ts';
import type { Apartments } from '../apartments/ports.ts';
import type { Users } from '../members/ports.ts';
import type { Notifier } from '../notifications/notifier.ts';

export type ApartmentRef =
  { readonly apartmentId: string } | { readonly block: string; readonly floor: number; readonly number: string };

/** The caller's request for the flat, and whether it was already there (sent before: nothing new was written). */
export interface Application {
  readonly agreement: Agreement;
  readonly alreadySent: boolean;
}

/**
 * The apartment and its rent come from the store, as they are now; the client only says which apartment. Every admin
 * is told of a new request (the applicant's name and the flat, nothing else of theirs), with it: a request sent again
 * tells nobody twice.
 */
export class ApplyForAgreement {
  constructor(
    private readonly apartments: Apartments,
    private readonly agreements: Agreements,
    private readonly users: Pick<Users, 'listByRole'>,
    private readonly notifier: Notifier,
    private readonly details: TenantDetailsStore,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /**
   * `details`: the tenant details the form asks for, checked before anything is read or written; a request naming
   * none of them (an older client's) carries none.
   */
  async execute({
    actor,
    apartment: ref,
    details: given = {},
  }: {
    actor: Actor;
    apartment: ApartmentRef;
    details?: TenantDetailsInput;
  }): Promise<Application> {
    if (actor.role === 'admin') {
      throw new DomainError('AUTH.FORBIDDEN', 'An admin account cannot apply for an apartment');
    }
    // Nobody holds two sets of rights: the staff are removed from the staff before they rent a flat.
    if (actor.role === 'staff') {
      throw new DomainError('AUTH.FORBIDDEN', 'A staff account cannot apply for an apartment');
    }
    const details = detailsGiven(given) ? tenantDetails(given) : undefined;
    const apartment =
      'apartmentId' in ref
        ? await this.apartments.byId(ref.apartmentId)
        : await this.apartments.byLocation(ref.block, ref.floor, ref.number);
    if (!apartment) throw new DomainError('APARTMENT.NOT_FOUND', 'No such apartment');

    try {
      return { agreement: await this.request(actor, apartment, details), alreadySent: false };
    } catch (error) {
      // The same request again (a double click, a retry after a lost answer, two tabs racing): the one the store
      // kept is the answer. Read after the refused write, so it is the request that won, whichever that was.
      const open =
        error instanceof DomainError && error.code === 'AGREEMENT.OPEN_EXISTS'
          ? await this.agreements.openFor(actor.email)
          : undefined;
      if (open?.status === 'pending' && open.apartmentId === apartment.id)
        return { agreement: open, alreadySent: true };
      throw error;
    }
  }

  private request(actor: Actor, apartment: Apartment, details: TenantDetails | undefined): Promise<Agreement> {
    return this.uow.run(async () => {
      // Held to the end: the flat cannot be retired or re-priced between this check and the request.
      const held = await this.apartments.hold(apartment.id);
      if (!held) throw new DomainError('APARTMENT.NOT_FOUND', 'No such apartment');
      assertLettable(held);
      if (await this.agreements.isRented(apartment.id)) {
        throw new DomainError('APARTMENT.ALREADY_RENTED', 'This apartment is already rented');
      }
      const agreement = requestAgreement(
        this.ids.next(),
        { email: actor.email, name: actor.name },
        held,
        this.clock.now(),
      );
      await this.agreements.add(agreement);
      if (details) await this.details.add(agreement.id, details);
      await this.notifier.notify(await this.users.listByRole('admin'), {
        type: 'application-received',
        agreementId: agreement.id,
        name: agreement.userName,
        flat: describeLocation(held),
        where: { block: held.block, floor: held.floor, number: held.number },
      });
      return agreement;
    });
  }
}
