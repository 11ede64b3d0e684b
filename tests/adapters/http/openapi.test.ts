import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../../adapters/config.ts';
import { allRoutes } from '../../../adapters/container.ts';
import { apiDocsRoutes } from '../../../adapters/http/api-docs.ts';
import { openApiDocument } from '../../../adapters/http/openapi.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('the API description', () => {
  it('is valid OpenAPI 3.1 and lists every mounted route with a summary', async () => {
    const res = await api.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const result = await new Validator().validate(res.body);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(res.body.openapi).toBe('3.1.0');

    const mounted = allRoutes(api.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' }));
    expect(mounted.length).toBeGreaterThan(20);
    for (const route of mounted) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = res.body.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.summary.length, `${route.method} ${route.path} has a summary`).toBeGreaterThan(10);
    }
  });

  it("describes every operation's success answer with its route's response schema, none left empty", async () => {
    const { paths } = (await api.call('GET', '/api/openapi.json')).body as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
      >;
    };
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(20);
    for (const { name, operation } of operations) {
      const success = operation.responses['200'] ?? operation.responses['201'];
      const contents = Object.values(success?.content ?? {});
      expect(contents, name).toHaveLength(1);
      expect(Object.keys(contents[0]!.schema), `${name} says what it answers`).not.toHaveLength(0);
    }
    const list = paths['/api/apartments']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(list).toMatchObject({ type: 'object', required: ['apartments', 'total'], additionalProperties: false });
    const created = paths['/api/admin/coupons']!.post!.responses['201']!.content!['application/json']!.schema;
    expect(created).toMatchObject({ required: expect.arrayContaining(['code', 'discountPercentage', 'isActive']) });
    const photo = paths['/api/apartments/{id}/photo']!.get!.responses['200']!.content!['image/webp']!.schema;
    expect(photo).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(paths['/api/admin/arrears/csv']!.get!.responses['200']!.content!)).toEqual(['text/csv']);
  });

  it('describes what each route validates: required body fields, query and path parameters', async () => {
    const { paths } = (await api.call('GET', '/api/openapi.json')).body;
    const coupon = paths['/api/admin/coupons'].post.requestBody.content['application/json'].schema;
    expect(coupon.required).toEqual(expect.arrayContaining(['code', 'discountPercentage', 'description']));
    expect(paths['/api/apartments'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'page',
      'limit',
      'minRent',
      'maxRent',
      'availableOnly',
    ]);
    expect(paths['/api/agreements/{id}'].patch.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(paths['/api/admin/summary'].get.responses['403']).toBeDefined();
    expect(paths['/api/apartments'].get.security).toEqual([]);
    // A report comes as JSON, or as a form with its JSON part and up to 3 photos.
    const report = paths['/api/maintenance'].post;
    expect(Object.keys(report.requestBody.content)).toEqual(['application/json', 'multipart/form-data']);
    const form = report.requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['report']);
    expect(form.properties.report.contentSchema.required).toEqual(expect.arrayContaining(['where', 'title']));
    expect(form.properties.photos).toMatchObject({ type: 'array', maxItems: 3 });
    expect(report.responses['413']).toBeDefined();
    const photo = paths['/api/maintenance/{id}/photos/{position}'].get;
    expect(Object.keys(photo.responses['200'].content)).toEqual(['image/webp']);
    expect(photo.parameters.map((p: { name: string }) => p.name)).toEqual(['id', 'position']);
  });

  it('refuses to describe a route that has no summary', () => {
    const undescribed = {
      method: 'GET',
      path: '/api/mystery',
      access: 'guest',
      rateLimit: 'standard',
      summary: '',
      response: z.null(),
      handle: async () => ({ body: null }),
    } as const;
    expect(() => openApiDocument([undescribed], 'Test')).toThrow('GET /api/mystery has no summary');
  });

  it('has a readable reference page', async () => {
    const res = await fetch(`${api.url}/api/docs`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('/api/payments/create-payment-intent');
    expect(html).toContain('Admins only');
  });

  it('builds the document once for the routes it serves, however many ask for it or its page', async () => {
    const mounted = allRoutes(api.container, loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory' }));
    let builds = 0;
    const docs = apiDocsRoutes(mounted, 'Test', (routes, title) => {
      builds++;
      return openApiDocument(routes, title);
    });
    const answers = [];
    for (const route of [...docs, ...docs]) {
      const ctx = { type: '' };
      answers.push(await route.handle({ ctx } as unknown as Parameters<typeof route.handle>[0]));
    }
    expect(builds).toBe(1);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[3]).toEqual(answers[1]);
  });
});
