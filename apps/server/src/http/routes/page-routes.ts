import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  APP_PAGES,
  HOME_RENDERER_FILE,
  type AppPage,
  type ParamPage,
} from '@contest-tracker/contract/pure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error';
import { isApiPath } from '#server/http/error-handler';
import { negotiateEncoding } from '#server/http/negotiate-encoding';
import { addVary, sendAnswer } from '#server/http/send-answer';
import { createHomePages } from './home-page';
import { loadHomeRenderer } from './home-renderer';
import { pageExistsChecks } from './page-exists';
import { PLACEHOLDER_PAGE } from './placeholder-page';

interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** index.html carries the inlined stylesheet: compressed once at start-up, not per request. */
function compressedPage(html: string): Page {
  return { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const coding = negotiateEncoding(request.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8');
  addVary(reply, 'accept-encoding');
  if (!coding) return reply.send(page.html);
  return reply.header('content-encoding', coding).send(page[coding]);
}

/**
 * Hashed assets never change. The service worker and the manifest are checked on every visit, so
 * a new version takes over at once; other files may be an hour old.
 */
function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (/(^|\/)(sw\.js|manifest\.webmanifest)$/.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

const hasQuery = (request: FastifyRequest) => request.url.includes('?');

const HTML = { type: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
/** The list the home page opens on: every served platform, as `/api/contests/upcoming` answers. */
const EVERY_PLATFORM = { platforms: [] };

function readPage(file: string | undefined): string | undefined {
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * Serves the built web app: hashed assets cached for good, index.html for the app's pages
 * (`APP_PAGES`, the list the web router draws from; 404 for other paths, which the app renders as "Page not found"), JSON 404s under the API.
 * A page with a parameter (`/contest/:id`) is answered 200 when what it names exists and 404 with
 * the same page when not, so a shared link to a contest we do not have is a 404 for crawlers too.
 * A bare `/` gets home.html, the same page with the home screen pre-rendered by the build and the
 * upcoming list's current answer in it (decision 051), with the ETag of those bytes; with a
 * query string (another tab, page or filter) the app renders in the browser from index.html.
 * Without a build the app routes get a page pointing at the API.
 */
export async function pageRoutes(
  app: FastifyInstance,
  options: { webDistDir: string | undefined },
) {
  const { webDistDir } = options;
  const indexHtml = readPage(webDistDir && join(webDistDir, 'index.html'));
  const homeHtml = indexHtml && readPage(webDistDir && join(webDistDir, 'home.html'));

  if (webDistDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset; clients that accept them get those.
      preCompressed: true,
      // The server's own module for drawing the home page is not the browser's to fetch.
      allowedPath: (path) => !path.startsWith(`/${dirname(HOME_RENDERER_FILE)}/`),
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  }

  const page = compressedPage(indexHtml ?? PLACEHOLDER_PAGE);
  const home = homeHtml ? compressedPage(homeHtml) : page;
  const render = homeHtml && webDistDir ? await loadHomeRenderer(webDistDir) : undefined;
  const homePages = homeHtml
    ? createHomePages(
        homeHtml,
        render && {
          render,
          onError: (error) => {
            app.log.warn({ err: error }, 'home page made without its first cards');
          },
        },
      )
    : undefined;
  const { lists, db } = app.ctx;
  const exists = pageExistsChecks(db);
  const isParamPage = (name: AppPage): name is ParamPage => name in exists;

  /** A page with a parameter: 404 when what it names is not there; the page either way. */
  function sendParamPage(request: FastifyRequest, reply: FastifyReply, name: ParamPage) {
    return exists[name](request.params as Record<string, string | undefined>).then(
      (found) => sendPage(request, found ? reply : reply.status(404), page),
      (error: unknown) => {
        // The database failing: the app asks the API itself, and says what it answers.
        request.log.warn({ err: error }, 'page served without checking that it exists');
        return sendPage(request, reply, page);
      },
    );
  }

  /** The home page with the list in it; without the list (the database failing) as built. */
  function sendHome(request: FastifyRequest, reply: FastifyReply) {
    if (!homePages) return sendPage(request, reply, home);
    const list = lists.upcomingHeld(EVERY_PLATFORM);
    const held = list && homePages.held(list);
    if (held) return sendAnswer(request, reply, held, HTML);
    return lists
      .upcoming(EVERY_PLATFORM)
      .then(homePages.page)
      .then(
        (made) => sendAnswer(request, reply, made, HTML),
        (error: unknown) => {
          request.log.warn({ err: error }, 'home page served without the upcoming list');
          return sendPage(request, reply, home);
        },
      );
  }

  // Pages are not the API: the document leaves them out (`schema.hide`).
  const hidden = { schema: { hide: true } };
  for (const [name, path] of Object.entries(APP_PAGES) as [AppPage, string][]) {
    app.get(path, hidden, (request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (path === '/' && !hasQuery(request)) return sendHome(request, reply);
      if (isParamPage(name)) return sendParamPage(request, reply, name);
      return sendPage(request, reply, page);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !isApiPath(path)) {
      return sendPage(request, reply.status(404).header('cache-control', 'no-cache'), page);
    }
    const notFound = new AppError('not_found', `No such route: ${request.method} ${path}`);
    return reply.status(404).send(notFound.toBody());
  });
}
