import type { ReactNode } from 'react';
import type { TenantDetailsDto } from '@contract/agreements';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

/** Digits in the reader's script (০১৭... in Bangla), one by one: a number that is a name, never grouped. */
export function useDigits(): (text: string) => string {
  const format = useFormat();
  return (text) => text.replace(/\d/g, (d) => format.number(Number(d)));
}

/** A mobile number as people write it: 01712-345678, in the reader's digits. */
export function usePhone(): (phone: string) => string {
  const digits = useDigits();
  return (phone) => digits(`${phone.slice(0, 5)}-${phone.slice(5)}`);
}

/**
 * The tenant details a request carries, for its applicant or an admin: each one by name, the household as a list.
 * A request sent before the form asked for them says "Not given".
 */
export function TenantDetailsList({ details }: { details: TenantDetailsDto | null }) {
  const t = useT();
  const format = useFormat();
  const phone = usePhone();
  const digits = useDigits();
  if (!details) return <p className="text-slate-700">{t('tenant.noDetails')}</p>;
  const notGiven = <span className="text-slate-600">{t('tenant.notGiven')}</span>;
  const landlord = [details.previousLandlordName, details.previousLandlordPhone && phone(details.previousLandlordPhone)]
    .filter(Boolean)
    .join(', ');
  const rows: [string, ReactNode][] = [
    [t('tenant.phone'), phone(details.phone)],
    [t('tenant.nid'), digits(details.nid)],
    [t('tenant.fatherName'), details.fatherName],
    [t('tenant.permanentAddress'), details.permanentAddress],
    [t('tenant.previousAddress'), details.previousAddress],
    [t('tenant.previousLandlord'), landlord || notGiven],
    [
      t('tenant.household'),
      details.household.length === 0 ? (
        t('tenant.householdEmpty')
      ) : (
        <ul className="flex flex-col gap-0.5">
          {details.household.map((m, i) => (
            <li key={i}>
              {m.name}, {m.relation}, {format.number(m.age)}
            </li>
          ))}
        </ul>
      ),
    ],
    [
      t('tenant.emergencyContact'),
      `${details.emergencyName}, ${details.emergencyRelation}, ${phone(details.emergencyPhone)}`,
    ],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
