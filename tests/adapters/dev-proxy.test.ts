/** `npm run dev`: the Vite dev server forwards /api to the API server on PORT, 3000 when unset. */
import type { UserConfig, UserConfigFnObject } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';

const proxyTarget = async (port: string | undefined) => {
  vi.resetModules();
  if (port === undefined) delete process.env.PORT;
  else process.env.PORT = port;
  const { default: exported } = (await import('../../vite.config.ts')) as { default: UserConfigFnObject | UserConfig };
  // The config is a function of the command (the server's drawing is built with --ssr): asked as `npm run dev` asks.
  const config =
    typeof exported === 'function'
      ? exported({ command: 'serve', mode: 'development', isSsrBuild: false, isPreview: false })
      : exported;
  return (config.server?.proxy as Record<string, unknown> | undefined)?.['/api'];
};

const saved = process.env.PORT;
afterEach(() => {
  if (saved === undefined) delete process.env.PORT;
  else process.env.PORT = saved;
});

describe('the dev server proxy', () => {
  it('forwards /api to the port the API server listens on', async () => {
    expect(await proxyTarget('4321')).toBe('http://localhost:4321');
  });

  it('forwards to 3000 when PORT is unset or empty', async () => {
    expect(await proxyTarget(undefined)).toBe('http://localhost:3000');
    expect(await proxyTarget('')).toBe('http://localhost:3000');
  });
});
