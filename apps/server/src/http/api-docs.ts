import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DESCRIPTION = `Upcoming and past programming contests of several platforms, bookmarks, calendar feeds and
solution videos. Errors all have one body: \`{ "error": { "code", "message" }, "message" }\`; a 400's
message names each bad field. Signed-in calls send \`Authorization: Bearer <token>\` (the token of
\`POST /auth/google\`).`;

const MOBILE_VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/**
 * The OpenAPI 3.1 document, generated from the routes' own schemas, at /api/openapi.json, and a
 * reference page at /api/docs whose scripts and styles are served from here (no CDN), under the
 * app's own CSP. Registered before the routes, so that it sees each of them.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Contest Tracker API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: { session: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The plugin's page has no viewport: a phone drew it 981 px wide and shrank it (issue 48).
    // Only its own routes pass here; its scripts and styles are not strings and pass untouched.
    docs.addHook('onSend', async (_request, _reply, payload) =>
      typeof payload === 'string' && !payload.includes('name="viewport"')
        ? payload.replace('<head>', `<head>\n      ${MOBILE_VIEWPORT}`)
        : payload,
    );
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The reference asks nothing of any other site (the default would send the document to one).
      validatorUrl: false,
      uiConfig: { deepLinking: false },
    });
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
