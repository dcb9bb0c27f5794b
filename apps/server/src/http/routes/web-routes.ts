import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import { isApiPath } from '../error-handler';

const SPA_ROUTES = new Set(['/', '/profile', '/my_bookmarks']);

// Until the web app lands, the three routes answer with a page that points at the API.
const PLACEHOLDER = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contest Tracker</title></head>
<body>
<main>
<h1>Contest Tracker</h1>
<p>The web app is on its way. Meanwhile the contest lists are served at
<a href="/contests/upcoming">/contests/upcoming</a>,
<a href="/contests/past_contest?page=0">/contests/past_contest</a> and sync health at
<a href="/api/status">/api/status</a>.</p>
</main>
</body>
</html>
`;

export function registerWebRoutes(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && !isApiPath(path) && SPA_ROUTES.has(path)) {
      return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
    }
    const notFound = new AppError('not_found', `No such route: ${request.method} ${path}`);
    return reply.status(404).send(notFound.toBody());
  });
}
