import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { isApiPath } from '../error-handler';
import { PLACEHOLDER_PAGE } from './placeholder-page';

const SPA_ROUTES = ['/', '/profile', '/my_bookmarks'];

/**
 * Serves the built web app: hashed assets cached for good, index.html for the app's routes
 * (404 for other paths, which the app renders as "Page not found"), JSON 404s under the API.
 * Without a build the app routes get a page pointing at the API.
 */
export async function registerWebRoutes(app: FastifyInstance, webDistDir: string | undefined) {
  const indexFile = webDistDir ? join(webDistDir, 'index.html') : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (webDistDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset; clients that accept them get those.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  const page = indexHtml ?? PLACEHOLDER_PAGE;
  for (const route of SPA_ROUTES) {
    app.get(route, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !isApiPath(path)) {
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page);
    }
    const notFound = new AppError('not_found', `No such route: ${request.method} ${path}`);
    return reply.status(404).send(notFound.toBody());
  });
}
