import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useT } from '@/lib/i18n/intl.tsx';

// Bundlers rename Leaflet's marker images, and Leaflet guesses their URL from its CSS: give it the real ones.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

export interface LocationMapProps {
  title: string;
  /** Shown under the name in the marker's popup. */
  address: string;
  center: [number, number];
  zoom: number;
  tileUrl: string;
  attribution: string;
}

/**
 * The building on a street map, wheel zoom off so the page scrolls past it.
 * Tiles come from a public server; when they cannot load the grey map, marker and popup still work.
 */
export default function LocationMap({ title, address, center, zoom, tileUrl, attribution }: LocationMapProps) {
  const t = useT();
  return (
    <MapContainer center={center} zoom={zoom} scrollWheelZoom={false} className="z-0 h-80 w-full rounded-xl shadow-lg">
      <TileLayer url={tileUrl} attribution={attribution} />
      <Marker position={center} title={title} alt={t('home.locationMarker', { title })}>
        <Popup>
          <strong>{title}</strong>
          <br />
          {address}
        </Popup>
      </Marker>
    </MapContainer>
  );
}
