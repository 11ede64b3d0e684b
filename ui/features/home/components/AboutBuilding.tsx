import { SectionHeading } from '@/components/ui/PageHeading.tsx';
import { Typewriter } from './Typewriter.tsx';

export const FEATURES = [
  {
    title: 'Modern Architecture',
    text: 'Stylish, spacious apartments with cross ventilation, balcony views and top-quality materials.',
    icon: 'M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6',
  },
  {
    title: 'Secure Environment',
    text: '24/7 CCTV surveillance, intercom at every door and on-site security guards.',
    icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4',
  },
  {
    title: 'Eco-Friendly Features',
    text: 'A rooftop garden, solar water heating and garbage separation on every floor.',
    icon: 'M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7',
  },
  {
    title: 'Prime Location',
    text: 'Close to markets, schools and hospitals, with easy access to public transport.',
    icon: 'M12 21s-7-6.2-7-11a7 7 0 1114 0c0 4.8-7 11-7 11z M12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  },
] as const;

/** 'About the Building': the typewriter line, then four feature cards. */
export function AboutBuilding() {
  return (
    <section aria-labelledby="about-heading" className="space-y-6">
      <SectionHeading id="about-heading">About the Building</SectionHeading>
      <p className="text-center text-lg text-slate-700 sm:text-xl">
        Discover modern living with <Typewriter />
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
              <h3 className="font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
