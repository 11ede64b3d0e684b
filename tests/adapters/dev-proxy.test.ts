/** `npm run dev`: the Vite dev server forwards /api to the API server on PORT, 3000 when unset. */
import { afterEach, describe, expect, it, vi } from 'vitest';

const proxyTarget = async (port: string | undefined) => {
  vi.resetModules();
  if (port === undefined) delete process.env.PORT;
  else process.env.PORT = port;
  const { default: config } = (await import('../../vite.config.ts')) as {
    default: { server?: { proxy?: Record<string, unknown> } };
  };
  return config.server?.proxy?.['/api'];
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
