import type { ReactNode } from 'react';
import type { RequestDetailsDto } from '@contract/agreements';
import type { BuildingDto } from '@contract/building';
import { useDigits, usePhone } from '@/components/TenantDetailsList.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

/**
 * The tenant-information form a Dhaka landlord hands the police, filled from a request's details, its flat and the
 * building, in the reader's language. Plain type on white, laid out for one A4 page; what the applicant did not give
 * reads "Not given".
 */
export function TenantSheet({
  request: { agreement: a, details: d },
  building,
}: {
  request: RequestDetailsDto;
  building: Pick<BuildingDto, 'name' | 'address'> | undefined;
}) {
  const t = useT();
  const format = useFormat();
  const phone = usePhone();
  const digits = useDigits();
  const missing = t('tenant.notGiven');
  const landlord = d
    ? [d.previousLandlordName, d.previousLandlordPhone && phone(d.previousLandlordPhone)].filter(Boolean).join(', ')
    : '';
  return (
    <article
      aria-labelledby="tenant-sheet-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:text-[11pt] print:shadow-none"
    >
      <header className="border-b-2 border-slate-800 pb-3 text-center">
        <p className="text-lg font-bold">{building?.name ?? ''}</p>
        <p className="text-sm text-slate-700">{building?.address ?? ''}</p>
        <h1 id="tenant-sheet-title" className="mt-3 text-xl font-bold sm:text-2xl">
          {t('tenant.sheetTitle')}
        </h1>
        <p className="text-sm text-slate-700">{t('tenant.sheetFor')}</p>
      </header>

      <Section title={t('tenant.flat')}>
        <Line label={t('tenant.flat')}>
          {t('agreements.location', { block: a.block, floor: format.number(a.floor), number: a.number })}
        </Line>
        <Line label={t('tenant.rent')}>
          <Taka amount={a.rent} />
        </Line>
        <Line label={t('tenant.requested')}>{format.date(a.requestDate)}</Line>
        <Line label={t('tenant.from')}>{a.startMonth ? format.month(a.startMonth) : missing}</Line>
      </Section>

      <Section title={t('tenant.detailsTitle')}>
        <Line label={t('tenant.tenantName')}>{a.userName}</Line>
        <Line label={t('tenant.email')}>{a.userEmail}</Line>
        <Line label={t('tenant.fatherName')}>{d?.fatherName ?? missing}</Line>
        <Line label={t('tenant.phone')}>{d ? phone(d.phone) : missing}</Line>
        <Line label={t('tenant.nid')}>{d ? digits(d.nid) : missing}</Line>
        <Line label={t('tenant.permanentAddress')} wide>
          {d?.permanentAddress ?? missing}
        </Line>
        <Line label={t('tenant.previousAddress')} wide>
          {d?.previousAddress ?? missing}
        </Line>
        <Line label={t('tenant.previousLandlord')} wide>
          {landlord || missing}
        </Line>
      </Section>

      <section className="mt-4">
        <h2 className="mb-1 text-base font-bold">{t('tenant.household')}</h2>
        {d && d.household.length > 0 ? (
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-slate-400 text-left">
                <th scope="col" className="w-12 py-1 pr-2 font-semibold">
                  {t('tenant.serial')}
                </th>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  {t('tenant.memberName')}
                </th>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  {t('tenant.memberRelation')}
                </th>
                <th scope="col" className="w-16 py-1 text-right font-semibold">
                  {t('tenant.memberAge')}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.household.map((m, i) => (
                <tr key={i} className="border-b border-slate-200">
                  <td className="py-0.5 pr-2 tabular-nums">{format.number(i + 1)}</td>
                  <td className="py-0.5 pr-2 break-words">{m.name}</td>
                  <td className="py-0.5 pr-2 break-words">{m.relation}</td>
                  <td className="py-0.5 text-right tabular-nums">{format.number(m.age)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm">{d ? t('tenant.householdEmpty') : missing}</p>
        )}
      </section>

      <Section title={t('tenant.emergencyContact')}>
        <Line label={t('tenant.emergencyName')}>{d?.emergencyName ?? missing}</Line>
        <Line label={t('tenant.emergencyRelation')}>{d?.emergencyRelation ?? missing}</Line>
        <Line label={t('tenant.emergencyPhone')}>{d ? phone(d.emergencyPhone) : missing}</Line>
      </Section>

      <div className="mt-10 grid grid-cols-2 gap-8 text-sm print:mt-12">
        <p className="border-t border-slate-600 pt-1">{t('tenant.signatureTenant')}</p>
        <p className="border-t border-slate-600 pt-1">{t('tenant.signatureLandlord')}</p>
      </div>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h2 className="mb-1 text-base font-bold">{title}</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 print:grid-cols-2">{children}</dl>
    </section>
  );
}

function Line({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div
      className={`flex flex-col border-b border-dotted border-slate-300 py-0.5 ${wide ? 'sm:col-span-2 print:col-span-2' : ''}`}
    >
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
