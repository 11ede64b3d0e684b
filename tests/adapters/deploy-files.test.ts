/**
 * The deployment files and documents say only what the server understands: every variable they set is one the
 * configuration reads, the ports agree from the proxy to the health check, and the compose file's environment is one
 * a production server accepts. No container engine runs here, so the files are checked as text.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../adapters/config.ts';
import { startNodeFlags } from '../support/start-flags.ts';

const read = (file: string) => readFileSync(file, 'utf8');
const keyFile = join(mkdtempSync(join(tmpdir(), 'lakeview-deploy-')), 'service-account.json');
writeFileSync(keyFile, '{"type":"service_account"}');
/** Read by the tests, not by the server. */
const OUTSIDE = ['TEST_DATABASE_URL', 'CI'];
/** Set for other programs in the compose file: PostgreSQL's image and Caddy. */
const OTHER_PROGRAMS = ['POSTGRES_USER', 'POSTGRES_DB', 'POSTGRES_PASSWORD', 'DOMAIN'];
/** The compose file's .env parts it joins into SMTP_URL (only a whole URL reaches the server). */
const COMPOSE_PARTS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD'];
const known = new Set([...CONFIG_VARIABLES, ...OUTSIDE]);

type Service = { environment?: Record<string, string>; ports?: string[]; healthcheck?: unknown };
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const appServices = Object.entries(compose.services).filter(([name]) => name.startsWith('app'));

/** `${NAME:?message}` and `${NAME:-default}` as compose fills them in, with a placeholder for secrets. */
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) =>
    kind === '-' ? (rest ?? '') : `placeholder-${name.toLowerCase()}`,
  );

const dockerfile = read('Dockerfile');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const dockerEnv = Object.fromEntries(
  [...runtimeStage.matchAll(/^ENV (.+)$/gm)].flatMap((m) =>
    m[1]!.split(/\s+/).map((pair) => pair.split('=') as [string, string]),
  ),
);

describe('deployment files', () => {
  it('has two app instances, and every variable they set is one the server reads', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, service] of appServices)
      for (const name of Object.keys(service.environment ?? {})) expect(known, `compose: ${name}`).toContain(name);
    for (const name of Object.keys(dockerEnv)) expect(known, `Dockerfile: ${name}`).toContain(name);
  });

  it("gives the app services an environment a production server accepts, with Stripe, shared rate limits and the proxy's addresses", () => {
    for (const [name, service] of appServices) {
      const env = Object.fromEntries(
        Object.entries({ ...dockerEnv, ...service.environment }).map(([k, v]) => [k, interpolate(String(v))]),
      );
      // The key file is a secret compose mounts in the container; here a stand-in takes its place.
      const config = loadConfig({ ...env, GOOGLE_APPLICATION_CREDENTIALS: keyFile });
      expect(config.production, name).toBe(true);
      expect(config.payments.provider, name).toBe('stripe');
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/.+@db:5432\//);
      expect(config.rateLimit.store, name).toMatch(/^postgres:\/\//); // two instances share one budget per client
      expect(config.trustProxy, name).toBe(true);
      expect(config.firebase.emulatorHost, name).toBeUndefined();
    }
  });

  it('agrees on the port from the proxy to the health check', () => {
    const ports = new Set(appServices.map(([, s]) => Number(interpolate(s.environment!.PORT!))));
    expect([...ports]).toEqual([Number(dockerEnv.PORT)]);
    const port = Number(dockerEnv.PORT);
    expect(runtimeStage).toContain(`EXPOSE ${port}`);
    expect(runtimeStage).toMatch(new RegExp(`HEALTHCHECK[\\s\\S]*http://127\\.0\\.0\\.1:${port}/api/health`));
    const caddy = read('deploy/Caddyfile');
    const upstreams = /reverse_proxy ([^{\n]+)/.exec(caddy)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(appServices.map(([name]) => `${name}:${port}`));
    expect(caddy).toContain('health_uri /api/health');
    for (const name of [...Object.keys(compose.services)].filter((n) => !n.startsWith('app')))
      for (const variable of Object.keys(compose.services[name]!.environment ?? {}))
        expect(OTHER_PROGRAMS).toContain(variable);
  });

  it('builds the server and runs it compiled, with the flags npm start runs it with', () => {
    const buildStage = dockerfile.slice(0, dockerfile.lastIndexOf('\nFROM '));
    expect(buildStage).toMatch(/^RUN npm run build && npm prune --omit=dev/m);
    const cmd = JSON.parse(/^CMD (.+)$/m.exec(runtimeStage)![1]!) as string[];
    expect(cmd).toEqual(['node', ...startNodeFlags(), '--enable-source-maps', 'dist/server/main.js']);
    expect(runtimeStage).toMatch(/^USER node$/m);
  });
});

describe('documents', () => {
  const backticked = (text: string) => new Set([...text.matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)/g)].map((m) => m[1]!));

  const readme = read('README.md');
  const table = readme.slice(readme.indexOf('| variable |'), readme.indexOf('\n\n', readme.indexOf('| variable |')));

  it("lists every variable the configuration reads in the README's table", () => {
    for (const name of CONFIG_VARIABLES) expect(table, name).toContain(`\`${name}\``);
  });

  it('names only variables the server (or a library it uses) reads, in the table and the deployment guide', () => {
    for (const [where, text] of [
      ['README table', table],
      ['docs/deploy.md', read('docs/deploy.md')],
    ] as const)
      for (const name of backticked(text))
        expect([...known, ...OTHER_PROGRAMS, ...COMPOSE_PARTS], `${where}: ${name}`).toContain(name);
  });
});
