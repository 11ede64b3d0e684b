import type { MaintenanceSummaryDto } from '@contract/maintenance';
import { InfoTile } from '@/components/ui/InfoTile.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { durationInWords } from '@/lib/format.ts';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';

/** "4.5 / 5 from 6 ratings"; none when nobody rated a fix this month. */
export const ratingText = (
  t: Translate,
  number: (n: number) => string,
  s: Pick<MaintenanceSummaryDto, 'averageRating' | 'rated'>,
): string =>
  s.averageRating === null
    ? t('admin.noRatings')
    : t('admin.rating', { average: number(Math.round(s.averageRating * 10) / 10), count: s.rated });

interface Props {
  summary: MaintenanceSummaryDto | undefined;
  failed: boolean;
}

/** The month's maintenance at a glance: how many came in, how many were fixed, how fast, and how well. */
export function MaintenanceSummary({ summary, failed }: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <section aria-labelledby="maintenance-summary">
      <h2 id="maintenance-summary" className="mb-3 text-lg font-semibold text-slate-900">
        {t('admin.maintenance')}
      </h2>
      {summary ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          <InfoTile label={t('admin.opened')} value={format.number(summary.opened)} tone="sky" />
          <InfoTile label={t('admin.resolved')} value={format.number(summary.resolved)} tone="green" />
          <InfoTile
            label={t('admin.medianTime')}
            value={
              summary.medianResolutionMs === null
                ? t('admin.noneResolved')
                : durationInWords(summary.medianResolutionMs)
            }
            tone="amber"
          />
          <InfoTile label={t('admin.averageRating')} value={ratingText(t, format.number, summary)} tone="slate" />
        </dl>
      ) : failed ? (
        <ErrorBanner>{t('admin.maintenanceFailed')}</ErrorBanner>
      ) : (
        <StatusText>{t('admin.maintenanceLoading')}</StatusText>
      )}
    </section>
  );
}
