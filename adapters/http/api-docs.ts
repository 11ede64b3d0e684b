import { openApiDocument } from './openapi.ts';
import { z } from 'zod';
import type { Route } from './route.ts';

/** The OpenAPI document as far as a reader relies on it: its version, title and the paths it describes. */
const openApiSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ summary: z.string() }))),
});

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A readable reference of the API, rendered on the server (no scripts, so the strict CSP holds). */
function referencePage(document: ReturnType<typeof openApiDocument>): string {
  const rows = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const o = op as {
        summary: string;
        description: string;
        parameters: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema: unknown }> };
      };
      const params = o.parameters.map((p) => `<code>${escape(p.name)}</code> (${p.in})`).join(', ');
      const json = o.requestBody?.content['application/json'];
      const raw =
        o.requestBody && !json
          ? `<p>Body: the file itself, as ${Object.keys(o.requestBody.content)
              .map((type) => `<code>${escape(type)}</code>`)
              .join(', ')}</p>`
          : '';
      const body = json
        ? `<details><summary>Body schema</summary><pre>${escape(JSON.stringify(json.schema, null, 2))}</pre></details>`
        : raw;
      return `<section><h2><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2><p>${escape(o.summary)}</p><p class="who">${escape(o.description)}</p>${params ? `<p>Parameters: ${params}</p>` : ''}${body}</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(document.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.6rem}h2{font-size:1.05rem;margin:0}section{border:1px solid #e5e7eb;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}.m{display:inline-block;min-width:4.5rem;font-weight:700;color:#1d4ed8}.who{color:#4b5563;font-size:.9rem}pre{background:#f3f4f6;padding:.5rem;overflow:auto;font-size:.8rem}</style></head>
<body><h1>${escape(document.info.title)}</h1><p>${escape(document.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p>${rows.join('\n')}</body></html>`;
}

/**
 * The description routes themselves; they describe every route passed in, and themselves. `describe` builds the
 * document (replaced only to count how often it runs).
 */
export function apiDocsRoutes(routes: readonly Route[], title: string, describe = openApiDocument): Route[] {
  const docs: Route[] = [
    {
      method: 'GET',
      path: '/api/openapi.json',
      access: 'guest',
      rateLimit: 'standard',
      summary: 'This API described as OpenAPI 3.1',
      response: openApiSchema,
      handle: async () => ({ body: document() }),
    },
    {
      method: 'GET',
      path: '/api/docs',
      access: 'guest',
      rateLimit: 'standard',
      summary: 'A readable reference of this API',
      produces: 'text/html',
      response: z.string().meta({ description: 'An HTML page' }),
      handle: async ({ ctx }) => {
        ctx.type = 'html';
        return { body: page() };
      },
    },
  ];
  // The routes are fixed once mounted, so the document and its page are built once, on the first request.
  let built: ReturnType<typeof describe> | undefined;
  let html: string | undefined;
  const document = () => (built ??= describe([...routes, ...docs], title));
  const page = () => (html ??= referencePage(document()));
  return docs;
}
