import type { ApartmentDto } from '@contract/apartments';
import { Button, buttonClass } from '@/components/ui/Button.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { ApartmentPhoto } from '@/components/ApartmentPhoto.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { applyPath } from '../apply-path.ts';

/** Where the signed-in person stands with this flat: nothing yet, sending, asked for (pending), or living in it. */
export type ApplyState = 'idle' | 'sending' | 'sent' | 'yours';

interface Props {
  apartment: ApartmentDto;
  applyState: ApplyState;
  onApply: (apartment: ApartmentDto) => void;
  /** Where the card stands in the list: the first row's photos load at once, the very first before them. */
  position?: number;
}

/** The most cards a row holds (three on a wide screen), all on the first screen. */
const FIRST_ROW = 3;

export function ApartmentCard({ apartment, applyState, onApply, position = Infinity }: Props) {
  const { image, floor, block, number, rent, available } = apartment;
  const t = useT();
  const format = useFormat();
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      aria-label={t('apartments.card', { number })}
    >
      <div className="relative">
        <ApartmentPhoto
          src={image}
          alt={t('apartments.photoAlt', { number, block, floor })}
          className="aspect-[4/3] w-full"
          // One card a row on a phone, two from 640 px, three from 1024 px in a page at most 1152 px wide.
          sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
          lazy={position >= FIRST_ROW}
          first={position === 0}
        />
        {!available && (
          <span className="absolute top-3 left-3 rounded-full bg-slate-900/85 px-3 py-1 text-xs font-semibold text-white">
            {t('apartments.rented')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Fact label={t('apartments.floor')} value={format.number(floor)} />
          <Fact label={t('apartments.block')} value={block} />
          <Fact label={t('apartments.number')} value={number} />
        </dl>
        {available ? (
          <p className="text-lg font-bold text-slate-900">
            <span className="sr-only">{t('apartments.rent')}</span>
            <Taka amount={rent} />
            <span className="text-sm font-normal text-slate-600">{t('apartments.perMonth')}</span>
          </p>
        ) : (
          // Its asking rent is not what its tenant pays (a lease keeps the rent it was agreed at): none is shown.
          <p className="text-base font-semibold text-slate-700">{t('apartments.letNote')}</p>
        )}
        <div className="mt-auto">
          {available ? (
            applyState === 'idle' ? (
              // A link underneath, so a tap before the app has taken over the drawn page still opens the form.
              <a
                href={applyPath(apartment._id)}
                role="button"
                className={buttonClass('primary', 'w-full')}
                onClick={(event) => {
                  event.preventDefault();
                  onApply(apartment);
                }}
                onKeyDown={(event) => {
                  if (event.key !== ' ') return;
                  event.preventDefault();
                  onApply(apartment);
                }}
              >
                {t('apartments.apply')}
              </a>
            ) : (
              <Button className="w-full" disabled>
                {t(applyState === 'sent' ? 'apartments.requestSent' : 'apartments.sending')}
              </Button>
            )
          ) : (
            <Button className="w-full" variant="secondary" disabled>
              {applyState === 'yours' ? t('apartments.yours') : t('apartments.rented')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2 py-1.5 text-center">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
