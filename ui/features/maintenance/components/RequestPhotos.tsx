import type { MaintenanceRequestDto } from '@contract';
import { useProtectedImage } from '@/lib/use-protected-image.ts';

/** One photo of a request, fetched with the caller's token; a grey square while it comes. */
function Photo({ url, alt }: { url: string; alt: string }) {
  const image = useProtectedImage(url);
  if (image.status === 'ready')
    return (
      <img src={image.src} alt={alt} className="aspect-square w-full rounded-lg border border-slate-200 object-cover" />
    );
  return (
    <div
      role="img"
      aria-label={image.status === 'loading' ? `${alt}, loading` : `${alt}: ${image.message}`}
      className="flex aspect-square w-full items-center justify-center rounded-lg border border-slate-200 bg-slate-100 p-2 text-center text-sm text-slate-600"
    >
      {image.status === 'loading' ? 'Loading photo...' : 'Photo not available'}
    </div>
  );
}

export function RequestPhotos({ request }: { request: Pick<MaintenanceRequestDto, 'photos' | 'title'> }) {
  const { photos, title } = request;
  if (photos.length === 0) return null;
  return (
    <ul aria-label="Photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo, i) => (
        <li key={photo.position}>
          <Photo url={photo.url} alt={`Photo ${i + 1} of ${photos.length} of ${title}`} />
        </li>
      ))}
    </ul>
  );
}
