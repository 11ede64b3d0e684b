import { spawnSync } from 'node:child_process';

/**
 * Builds the browser app (Vite, into dist/ui) as users get it: always the production bundle, whatever NODE_ENV the
 * caller runs under (vitest sets "test", which would make Vite bundle React's development build).
 */
export function buildWebApp({ quiet = false }: { quiet?: boolean } = {}): void {
  const args = ['node_modules/vite/bin/vite.js', 'build', ...(quiet ? ['--logLevel', 'warn'] : [])];
  const result = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('Building the web app failed');
}
