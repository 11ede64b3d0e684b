/**
 * Serves the built React app (Vite's dist/ui) next to /api. Hashed files under /assets never change, so browsers
 * keep them for a year; index.html is revalidated every time so a new deployment is picked up at once. Any other
 * GET that is not /api and not a file is a client-side route: it gets index.html (SPA fallback).
 */
import { existsSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { ServerResponse } from 'node:http';
import type Koa from 'koa';
import send from 'koa-send';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Unhashed public files (images, icons): cached for a while, revalidated after.
const PUBLIC_FILE = 'public, max-age=3600';

const cacheHeader = (value: string) => (res: ServerResponse) => res.setHeader('Cache-Control', value);

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status ?? 500;

export function serveUi(distDir: string): Koa.Middleware {
  const root = resolve(distDir);
  const indexHtml = resolve(root, 'index.html');

  const sendIndex = (ctx: Koa.Context) => send(ctx, 'index.html', { root, setHeaders: cacheHeader(REVALIDATE) });

  return async (ctx, next) => {
    if (isApi(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || !existsSync(indexHtml)) return next();

    if (ctx.path === '/' || ctx.path === '/index.html') {
      await sendIndex(ctx);
      return;
    }
    const immutable = ctx.path.startsWith('/assets/');
    try {
      await send(ctx, ctx.path, { root, setHeaders: cacheHeader(immutable ? IMMUTABLE : PUBLIC_FILE) });
      return;
    } catch (error) {
      const status = statusOf(error);
      if (status !== 404 && status !== 403 && status !== 400) throw error;
    }
    // A missing file (an old hashed chunk, a mistyped image) is a 404, not a page of HTML the browser cannot run.
    if (immutable || extname(ctx.path) !== '') return next();
    await sendIndex(ctx);
  };
}
