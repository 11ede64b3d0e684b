import { SectionHeading } from '@/components/ui/PageHeading.tsx';
import { Typewriter } from './Typewriter.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

/** The four feature cards: each one's title and text are message ids. */
export const FEATURES = [
  {
    title: 'home.feature.architecture',
    text: 'home.feature.architectureText',
    icon: 'M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6',
  },
  {
    title: 'home.feature.security',
    text: 'home.feature.securityText',
    icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4',
  },
  {
    title: 'home.feature.eco',
    text: 'home.feature.ecoText',
    icon: 'M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7',
  },
  {
    title: 'home.feature.location',
    text: 'home.feature.locationText',
    icon: 'M12 21s-7-6.2-7-11a7 7 0 1114 0c0 4.8-7 11-7 11z M12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  },
] as const;

/** 'About the Building': the typewriter line, then four feature cards. */
export function AboutBuilding() {
  const t = useT();
  return (
    <section aria-labelledby="about-heading" className="space-y-6">
      <SectionHeading id="about-heading">{t('home.about')}</SectionHeading>
      <p className="text-center text-lg text-slate-700 sm:text-xl">
        {t('home.discover', { words: <Typewriter key="words" /> })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-sky-100 text-sky-800">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={feature.icon} />
              </svg>
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(feature.title)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(feature.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
