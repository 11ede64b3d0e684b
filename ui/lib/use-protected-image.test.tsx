import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useIdTokenSource } from './auth/id-token.ts';
import { useProtectedImage } from './use-protected-image.ts';

function Picture({ url }: { url: string }) {
  useIdTokenSource(async () => 'token-1');
  const image = useProtectedImage(url);
  return image.status === 'ready' ? <img src={image.src} alt="photo" /> : <p>{image.status}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a picture only its owner may see', () => {
  it('is fetched with the token, shown through an object URL, and let go when it leaves the screen', async () => {
    const fetch = vi.fn(
      async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo-1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { unmount } = render(<Picture url="/api/maintenance/mr-1/photos/1" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'photo' })).toHaveAttribute('src', 'blob:photo-1');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/maintenance/mr-1/photos/1');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(created).toHaveBeenCalledTimes(1);
    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:photo-1');
  });

  it('says it failed when the server refuses it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Not yours"}', { status: 403 })),
    );
    render(<Picture url="/api/maintenance/mr-9/photos/1" />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });
});
