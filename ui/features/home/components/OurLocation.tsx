import { lazy, Suspense } from 'react';
import { SectionHeading } from '@/components/ui/PageHeading.tsx';
import { useBuilding } from '@/lib/config/building.ts';
import { useBuildingTitle, useConfig } from '@/lib/config/config-context.tsx';

// Leaflet is the heaviest part of the home page and sits at its bottom: load it after the first paint.
const LocationMap = lazy(() => import('./LocationMap.tsx'));

export function OurLocation() {
  const { map } = useConfig();
  const title = useBuildingTitle();
  const building = useBuilding().data;
  // Until the building's details arrive the map shows the configured centre.
  const center: [number, number] = building ? [building.latitude, building.longitude] : map.center;
  return (
    <section aria-labelledby="location-heading" className="space-y-4">
      <SectionHeading id="location-heading">Our Location</SectionHeading>
      <Suspense
        fallback={
          <div
            role="status"
            className="flex h-80 items-center justify-center rounded-xl bg-slate-200 text-slate-600 shadow-lg"
          >
            Loading map...
          </div>
        }
      >
        <LocationMap
          key={center.join()}
          title={title}
          address={building?.address ?? ''}
          center={center}
          zoom={map.zoom}
          tileUrl={map.tileUrl}
          attribution={map.attribution}
        />
      </Suspense>
      <p className="text-center text-slate-700">
        {building?.address ?? 'Conveniently located with easy access to markets, schools, and transport.'}
      </p>
    </section>
  );
}
