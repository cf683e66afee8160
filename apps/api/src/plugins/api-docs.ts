import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import apiPackage from '../../package.json' with { type: 'json' };
import type { Env } from '../env.js';
import type { RawBodyDoc } from '../lib/route-docs.js';

/** Where the document and its reference page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * What the document shows of a route: routes under /api only (not /media, the web app or
 * /metrics), never the docs' own; the zod schemas as JSON Schema 2020-12; an upload's raw body
 * (lib/route-docs.ts rawBody) as the content types it takes.
 */
function transform(input: TransformInput) {
  const { url } = input;
  const documented =
    url.startsWith('/api/') && url !== OPENAPI_PATH && !url.startsWith(API_DOCS_PATH);
  if (!documented) return { schema: { hide: true }, url };
  const result = jsonSchemaTransform(input);
  const { rawBody, ...schema } = (result.schema ?? {}) as Record<string, unknown> & {
    rawBody?: RawBodyDoc;
  };
  if (!rawBody) return result;
  return {
    url: result.url,
    schema: {
      ...schema,
      body: { type: 'string', format: 'binary', description: rawBody.description },
      consumes: rawBody.contentTypes,
    },
  };
}

/**
 * The API described (issue 25, ADR 0054): an OpenAPI 3.1 document generated from the routes' zod
 * schemas (the contract) at /api/openapi.json, and a reference page at /api/docs whose files
 * come from node_modules (no CDN). Only when `env.API_DOCS`; otherwise both are unknown paths
 * (404). Registered before every route, so it sees them all.
 */
export async function registerApiDocs(app: FastifyInstance, env: Env): Promise<void> {
  if (!env.API_DOCS) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bolajon API',
        version: apiPackage.version,
        description:
          'The API of Bolajon, Russian for children 4–10: the learner app’s calls, the family’s, the course studio’s and the support console’s. Generated from the routes’ zod schemas (@bolajon/contract). Every error has the ErrorBody shape; any call may answer 500 or 503.',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The access token from POST /api/user-auth/verify-code (or /api/user-auth/refresh-token).',
          },
          serverToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'A short-lived token the `npm run admin` command line signs with AUTH_SECRET (e.g. for a backup of the embedded database).',
          },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.swagger();
  });

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // The page's scripts are files of 'self' (no inline script), so the app's CSP holds as is.
    // BaseLayout: no top bar, whose Swagger logo is an SVG with an inline <style> the CSP refuses
    // (and whose box would load other documents).
    uiConfig: {
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
    },
    // No badge from validator.swagger.io: the machine may have no internet.
    validatorUrl: false,
    theme: { title: 'Bolajon API' },
  });
}
