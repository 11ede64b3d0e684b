import type { MaintenanceSummaryDto } from '@contract';
import { InfoTile } from '@/components/ui/InfoTile.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { durationInWords } from '@/lib/format.ts';

/** "4.5 / 5 from 6 ratings"; none when nobody rated a fix this month. */
export const ratingText = (s: Pick<MaintenanceSummaryDto, 'averageRating' | 'rated'>): string =>
  s.averageRating === null
    ? 'No ratings yet'
    : `${Math.round(s.averageRating * 10) / 10} / 5 from ${s.rated} ${s.rated === 1 ? 'rating' : 'ratings'}`;

interface Props {
  summary: MaintenanceSummaryDto | undefined;
  failed: boolean;
}

/** The month's maintenance at a glance: how many came in, how many were fixed, how fast, and how well. */
export function MaintenanceSummary({ summary, failed }: Props) {
  return (
    <section aria-labelledby="maintenance-summary">
      <h2 id="maintenance-summary" className="mb-3 text-lg font-semibold text-slate-900">
        Maintenance this month
      </h2>
      {summary ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          <InfoTile label="Opened" value={summary.opened} tone="sky" />
          <InfoTile label="Resolved" value={summary.resolved} tone="green" />
          <InfoTile
            label="Median time to resolve"
            value={
              summary.medianResolutionMs === null
                ? 'No requests resolved yet'
                : durationInWords(summary.medianResolutionMs)
            }
            tone="amber"
          />
          <InfoTile label="Average rating" value={ratingText(summary)} tone="slate" />
        </dl>
      ) : failed ? (
        <ErrorBanner>Failed to load the maintenance figures. Please try again.</ErrorBanner>
      ) : (
        <StatusText>Loading maintenance figures...</StatusText>
      )}
    </section>
  );
}
