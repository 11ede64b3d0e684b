import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { TenantDetails } from '@domain/agreements/tenant-details.ts';
import { Button } from '@/components/ui/Button.tsx';
import { PageHeading } from '@/components/ui/PageHeading.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { fieldErrorsOf, HttpError } from '@/lib/api-client.ts';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { journeyOf, type Journey } from '@/lib/auth/journey.ts';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useApartment } from '../api/apartments.ts';
import { useApplyForAgreement } from '../api/apply-for-agreement.ts';
import { TenantDetailsForm, type TenantFormErrors, type TenantFormStart } from './TenantDetailsForm.tsx';

const backClass = 'rounded-md text-sm font-semibold text-sky-800 underline-offset-4 hover:underline';

/**
 * Applying for one flat (/apartments/:id/apply): the tenant details the police's form asks for, then the request. The
 * flat's name comes with the link from the apartments page, or from the server when the page is opened by its address;
 * a guest is sent to sign in and brought back here.
 */
export default function ApplyPage() {
  const t = useT();
  const location = useLocation();
  const id = useParams().id ?? '';
  const given = journeyOf(location.state).apply?.label;
  // Opened by its address (a bookmark, a reload, a tap before the list's code ran): the flat is asked for by its id.
  const flat = useApartment(id, given === undefined).data;
  const label =
    given ??
    (flat ? t('apartments.location', { block: flat.block, floor: flat.floor, number: flat.number }) : undefined) ??
    t('tenant.flatUnknown');
  return <ApplyScreen apartmentId={id} label={label} />;
}

/** The apply form for the flat `apartmentId`, named `label` ("Block A, floor 1, A101"). */
export function ApplyScreen({
  apartmentId: id,
  label,
  initial,
}: {
  apartmentId: string;
  label: string;
  /** What the form starts with (a story's filled form). */
  initial?: TenantFormStart;
}) {
  const t = useT();
  const format = useFormat();
  const title = useBuildingTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const user = currentUser(auth.state);
  const apply = useApplyForAgreement();
  const inFlight = useRef(false);
  const [errors, setErrors] = useState<TenantFormErrors>({});
  const [failure, setFailure] = useState<string>();
  const journey: Journey = { from: location, apply: { id, label } };
  // Back to the list as the person left it (their rent filter and page), when they came from it.
  const listFrom = journeyOf(location.state).from;
  const list = listFrom ? `${listFrom.pathname}${listFrom.search}` : '/apartments';
  const back = (
    <Link to={list} className={backClass}>
      &larr; {t('tenant.cancel')}
    </Link>
  );

  const send = (details: TenantDetails) => {
    if (!user || inFlight.current) return;
    inFlight.current = true;
    setFailure(undefined);
    apply.mutate(
      {
        apartment: { _id: id },
        userName: user.displayName ?? user.email ?? '',
        userEmail: user.email ?? '',
        uid: user.uid,
        details,
      },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.alreadySent
              ? t('apartments.alreadySent', { date: format.date(answer.requestDate) })
              : t('apartments.intentSent', { label }),
          );
          navigate(list, { replace: true });
        },
        onError: (error) => {
          const refused = fieldErrorsOf<string>(error) as TenantFormErrors;
          setErrors(refused);
          if (Object.keys(refused).length === 0)
            setFailure(error instanceof HttpError ? error.message : t('apartments.somethingWrong'));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
      <title>{`${t('tenant.applyTitle')} | ${title}`}</title>
      <PageHeading>{t('tenant.applyFor', { flat: label })}</PageHeading>
      <p className="text-slate-700">{t('tenant.applyIntro')}</p>
      {auth.state.status === 'loading' ? (
        <StatusText>{t('tenant.loading')}</StatusText>
      ) : !user ? (
        <div className="flex flex-col items-start gap-3">
          <p className="font-medium text-slate-800">{t('tenant.signInFirst')}</p>
          <Button onClick={() => navigate('/login', { state: journey })}>{t('nav.login')}</Button>
        </div>
      ) : (
        <TenantDetailsForm
          busy={apply.isPending}
          errors={errors}
          failure={failure}
          onSubmit={send}
          cancel={back}
          {...(initial ? { initial } : {})}
        />
      )}
    </div>
  );
}
