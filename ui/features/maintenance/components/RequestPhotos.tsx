import type { MaintenanceRequestDto } from '@contract/maintenance';
import { useT } from '@/lib/i18n/intl.tsx';
import { useProtectedImage } from '@/lib/use-protected-image.ts';

/** One photo of a request, fetched with the caller's token; a grey square while it comes. */
function Photo({ url, alt }: { url: string; alt: string }) {
  const t = useT();
  const image = useProtectedImage(url);
  if (image.status === 'ready')
    return (
      <img src={image.src} alt={alt} className="aspect-square w-full rounded-lg border border-slate-200 object-cover" />
    );
  return (
    <div
      role="img"
      aria-label={
        image.status === 'loading'
          ? t('maintenance.photo.loadingLabel', { alt })
          : t('maintenance.photo.failedLabel', { alt, message: image.message })
      }
      className="flex aspect-square w-full items-center justify-center rounded-lg border border-slate-200 bg-slate-100 p-2 text-center text-sm text-slate-600"
    >
      {image.status === 'loading' ? t('maintenance.photo.loading') : t('maintenance.photo.unavailable')}
    </div>
  );
}

export function RequestPhotos({ request }: { request: Pick<MaintenanceRequestDto, 'photos' | 'title'> }) {
  const t = useT();
  const { photos, title } = request;
  if (photos.length === 0) return null;
  return (
    <ul aria-label={t('maintenance.photos')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo, i) => (
        <li key={photo.position}>
          <Photo url={photo.url} alt={t('maintenance.photo.alt', { n: i + 1, total: photos.length, title })} />
        </li>
      ))}
    </ul>
  );
}
