/**
 * The framework's own floor: Koa and its router with nothing else, one route per path of BENCH_ANSWERS (a JSON file
 * of path -> { status, headers, body }) sending that answer, headers and body, from memory. Loaded beside the bare
 * server, it shows how much of the product's distance from bare is Koa itself.
 */
import { readFileSync } from 'node:fs';
import Router from '@koa/router';
import Koa from 'koa';

type Answer = { status: number; headers: [string, string][]; body?: string };
const answers = JSON.parse(readFileSync(process.env.BENCH_ANSWERS!, 'utf8')) as Record<string, Answer>;

const app = new Koa();
const router = new Router();
for (const [path, answer] of Object.entries(answers)) {
  if (answer.body === undefined) continue;
  const body = Buffer.from(answer.body);
  router.get(new URL(path, 'http://x').pathname, (ctx) => {
    ctx.status = answer.status;
    for (const [name, value] of answer.headers) ctx.set(name, value);
    ctx.body = body;
  });
}
app.use(router.routes());
const server = app.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as { port: number }).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
