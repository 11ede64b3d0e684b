import { spawnSync } from 'node:child_process';

/**
 * Builds the browser app (Vite, into dist/ui) as users get it, then the server's drawing of its landing pages (into
 * dist/ui-ssr; `npm run build:ui` does the same): always the production bundle, whatever NODE_ENV the caller runs
 * under (vitest sets "test", which would make Vite bundle React's development build).
 */
export function buildWebApp({ quiet = false }: { quiet?: boolean } = {}): void {
  for (const ssr of [[], ['--ssr']]) {
    const args = ['node_modules/vite/bin/vite.js', 'build', ...ssr, ...(quiet ? ['--logLevel', 'warn'] : [])];
    const result = spawnSync(process.execPath, args, {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('Building the web app failed');
  }
}

/** Compiles the server and its command line into dist/server (what `npm start` runs once built). */
export function buildServer(): void {
  const result = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Compiling the server failed');
}
