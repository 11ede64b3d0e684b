import { errorFrom } from './http.ts';

/**
 * CSV reports need the bearer token, which a plain link cannot send, so they are fetched and then handed to the
 * browser as a file.
 */
export async function fetchCsv(path: string, token: string | null): Promise<Blob> {
  const res = await fetch(path, {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw await errorFrom(res, 'Failed to download the CSV');
  return res.blob();
}

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

/** Fetches a CSV report with the caller's token and saves it as `fileName`. */
export async function downloadCsv(path: string, fileName: string, token: string | null): Promise<void> {
  saveFile(await fetchCsv(path, token), fileName);
}
