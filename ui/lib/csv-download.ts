import { getFile } from './api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

/** Saves a blob under a file name, the way a download link would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download once click() returns; revoking later rather than at once is what every
  // engine tolerates.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a PDF document as the signed-in user and saves it as `fileName`. */
export async function downloadPdf(path: string, fileName: string): Promise<void> {
  saveFile(await getFile(path, 'application/pdf', translateNow('common.pdfFailed')), fileName);
}

/**
 * Fetches a CSV report as the signed-in user and saves it as `fileName` (a plain link could not send the token).
 */
export async function downloadCsv(path: string, fileName: string): Promise<void> {
  saveFile(await getFile(path, 'text/csv', translateNow('common.csvFailed')), fileName);
}
