import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory, FastifyServerOptions } from 'fastify';
import type { ContestLists } from '../services/contest-lists';
import { LIST_PATHS, rawListKey } from './routes/contest-routes';
import { SECURITY_HEADERS } from './security-headers';
import { planCachedReply } from './send-cached';

/**
 * Nearly all traffic is the public lists, asked again and again with the same query strings, and
 * answered from memory. Fastify's per-request work (request and reply objects, a child logger, the
 * hook chain) costs more than the answer itself, so such a request is answered here, before
 * routing, with the very bytes and headers the route would send. Anything else (a first request,
 * a HEAD, a cross-origin request that CORS must see, a compressed form not made yet, a server
 * shutting down) goes on to Fastify.
 */
export function createListFastPath(lists: ContestLists) {
  let open = true;
  // Each plan's headers with ours added, made once: node checks every header it is given anyway.
  const complete = new WeakMap<object, Record<string, string>>();

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!open || req.method !== 'GET' || req.headers.origin !== undefined) return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const list = LIST_PATHS[query === -1 ? url : url.slice(0, query)];
    if (!list) return false;
    const hit = lists.peek(rawListKey(list, url));
    if (!hit) return false;
    const { status, headers, body } = planCachedReply(req.headers, hit);
    if (body instanceof Promise) return false;
    let all = complete.get(headers);
    if (!all) {
      all = { ...SECURITY_HEADERS, ...headers };
      if (body) all['content-length'] = String(body.length);
      complete.set(headers, all);
    }
    res.writeHead(status, all);
    res.end(body);
    return true;
  }

  return {
    /** From now on every request goes to Fastify, which answers 503 while it drains. */
    close() {
      open = false;
    },
    /** A node:http server as Fastify would make it, with this path in front of Fastify's. */
    serverFactory: ((handler, options: FastifyServerOptions): Server => {
      const server = createServer((req, res) => {
        if (!answer(req, res)) handler(req, res);
      });
      // What Fastify sets on a server it makes itself (its defaults are filled in by now).
      server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      return server;
    }) satisfies FastifyServerFactory,
  };
}
