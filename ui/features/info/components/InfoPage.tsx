import type { ReactNode } from 'react';
import type { BuildingDto } from '@contract/building';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useBuilding } from '@/lib/config/building.ts';
import { useT } from '@/lib/i18n/intl.tsx';

/** A page about the building, written from the details the admin keeps on the Building screen. */
export function InfoPage({ title, children }: { title: string; children: (building: BuildingDto) => ReactNode }) {
  const t = useT();
  const building = useBuilding();
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-10 text-slate-800">
      <title>{title}</title>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {building.isPending ? (
        <StatusText>{t('info.loading')}</StatusText>
      ) : building.isError ? (
        <ErrorBanner>{t('info.loadFailed')}</ErrorBanner>
      ) : (
        children(building.data)
      )}
    </article>
  );
}

/** A phone number people can tap to call. */
export const PhoneLink = ({ phone }: { phone: string }) => (
  <a className="font-semibold text-sky-800 underline" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
    {phone}
  </a>
);
