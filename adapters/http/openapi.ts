/**
 * The OpenAPI 3.1 description of /api, generated from the route table: the same zod schemas the router validates
 * with, the same access rules it enforces, and each route's response schema for its success, so the description
 * cannot drift from the server.
 */
import { z } from 'zod';
import type { Route } from './route.ts';

const ACCESS_TEXT = {
  guest: 'Anyone, signed in or not.',
  'signed-in': 'Any signed-in user (Bearer ID token).',
  member: 'Members only (Bearer ID token; role read from the database on every request).',
  admin: 'Admins only (Bearer ID token; role read from the database on every request).',
  staff: "The building's staff only (Bearer ID token; role read from the database on every request).",
  'front-desk': "The building's staff and admins (Bearer ID token; role read from the database on every request).",
} as const;

const ERROR_SCHEMA = {
  type: 'object',
  required: ['message', 'code', 'requestId'],
  properties: {
    message: { type: 'string', description: 'What went wrong, in words a person can act on' },
    code: { type: 'string', description: 'Stable machine-readable code, e.g. PAYMENT.MONTH_ALREADY_PAID' },
    requestId: { type: 'string', description: 'Ties this answer to the server log line' },
  },
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'input') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
};

/** Query and path schemas are objects: each property becomes one parameter. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = jsonSchema(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** A route that also takes a form: the JSON body as one text part, and its files beside it. */
function formOf(route: Route) {
  const rule = route.multipart;
  if (!rule || !route.body) return {};
  return {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [rule.jsonPart],
        properties: {
          [rule.jsonPart]: {
            type: 'string',
            description: 'The JSON object the application/json body takes',
            contentMediaType: 'application/json',
            contentSchema: jsonSchema(route.body),
          },
          [rule.filePart]: {
            type: 'array',
            maxItems: rule.maxFiles,
            description: `Up to ${rule.maxFiles} files of at most ${rule.maxFileBytes} bytes each, judged by their content`,
            items: { type: 'string', format: 'binary' },
          },
        },
      },
      encoding: { [rule.jsonPart]: { contentType: 'application/json' } },
    },
  };
}

function operation(route: Route) {
  const responses: Record<string, object> = {
    [route.creates ? '201' : '200']: {
      description: route.creates ? 'Created' : 'Success',
      content: { [route.produces ?? 'application/json']: { schema: jsonSchema(route.response, 'output') } },
    },
    '400': { $ref: '#/components/responses/Error' },
  };
  if (route.multipart || route.rawBody) responses['413'] = { $ref: '#/components/responses/Error' };
  if (route.access !== 'guest') responses['401'] = { $ref: '#/components/responses/Error' };
  if (route.access !== 'guest' && route.access !== 'signed-in')
    responses['403'] = { $ref: '#/components/responses/Error' };
  responses['503'] = { $ref: '#/components/responses/Error' };
  return {
    summary: route.summary,
    description: `Who may call it: ${ACCESS_TEXT[route.access]}`,
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [route.path.split('/')[2] ?? 'api'],
    ...(route.access === 'guest' ? { security: [] } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body) }, ...formOf(route) },
          },
        }
      : route.rawBody
        ? {
            requestBody: {
              required: true,
              description: `At most ${route.rawBody.maxBytes} bytes`,
              content: Object.fromEntries(
                route.rawBody.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
              ),
            },
          }
        : {}),
    responses,
  };
}

export function openApiDocument(routes: readonly Route[], title: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    if (route.summary.trim().length === 0)
      throw new Error(`${route.method} ${route.path} has no summary to describe it with`);
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${title} API`,
      version: '1.0.0',
      description: 'Errors always answer { message, code, requestId }.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      schemas: { Error: ERROR_SCHEMA },
      responses: {
        Error: {
          description: 'Refused or failed',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}
