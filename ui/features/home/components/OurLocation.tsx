import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SectionHeading } from '@/components/ui/PageHeading.tsx';
import { useBuilding } from '@/lib/config/building.ts';
import { useBuildingTitle, useConfig } from '@/lib/config/config-context.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

// Leaflet is the heaviest part of the home page and sits at its bottom: it loads only when the map nears the screen.
const LocationMap = lazy(() => import('./LocationMap.tsx'));

/** True once the element comes within `margin` of the screen (at once where the browser cannot tell). */
function useNearScreen<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

export function OurLocation() {
  const { map: settings } = useConfig();
  const mapBox = useNearScreen<HTMLDivElement>('300px');
  const title = useBuildingTitle();
  const building = useBuilding().data;
  const t = useT();
  // Until the building's details arrive the map shows the configured centre.
  const center: [number, number] = building ? [building.latitude, building.longitude] : settings.center;
  // The map's box, the same size before and after it loads, so nothing below it moves.
  const placeholder = (
    <div
      ref={mapBox.ref}
      role="status"
      className="flex h-80 items-center justify-center rounded-xl bg-slate-200 text-slate-600 shadow-lg"
    >
      {t('home.loadingMap')}
    </div>
  );
  return (
    <section aria-labelledby="location-heading" className="space-y-4">
      <SectionHeading id="location-heading">{t('home.ourLocation')}</SectionHeading>
      {mapBox.near ? (
        <Suspense fallback={placeholder}>
          <LocationMap
            key={center.join()}
            title={title}
            address={building?.address ?? ''}
            center={center}
            zoom={settings.zoom}
            tileUrl={settings.tileUrl}
            attribution={settings.attribution}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      <p className="text-center text-slate-700">{building?.address ?? t('home.locationBlurb')}</p>
    </section>
  );
}
