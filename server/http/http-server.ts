import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { hlsPathPrefix } from '../media';
import type { Services } from '../services';
import { storedObjectPath } from '../uploads/presign';
import { authRoutes } from './auth-routes';
import { BodyTooLarge } from './body';
import { fakeServiceRoutes } from './fake-services';
import { configSources, consolePolicy, outsideServiceSources } from './console-policy';
import { clipDownloadRoutes } from './clip-download-route';
import { contentRoutes } from './content-routes';
import { baseHeaders, corsHeaders, sendError, sendText } from './respond';
import { authenticate, type Route, type RouteContext, type SiteOptions } from './route';
import { httpAccessFor } from '../../src/domain/surface-rights';
import { Router } from './router';
import { serveConsole } from './static-files';
import { serveStoredObject } from './stored-objects';
import { systemRoutes } from './system-routes';

/** Every HTTP route the studio server registers; each has its rights in src/domain/surface-rights/http-rights.ts. */
export const allRoutes: readonly Route[] = [
  ...authRoutes,
  ...contentRoutes,
  ...clipDownloadRoutes,
  ...systemRoutes,
  ...fakeServiceRoutes,
];

const router = new Router(allRoutes);

/** Playlists are made per request from the clock; segments are served from memory by whitelisted name. */
const serveHls = (
  services: Services,
  site: SiteOptions,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): void => {
  const answer = site.hls(url, services.clock());
  response.writeHead(answer.status, {
    ...baseHeaders,
    'content-type': answer.contentType,
    'cache-control': answer.cacheControl,
    'access-control-allow-origin': '*',
    'content-length': Buffer.byteLength(answer.body),
  });
  response.end(request.method === 'HEAD' ? undefined : answer.body);
};

/**
 * The route's declared rights (src/domain/surface-rights/http-rights.ts), checked before its handler: the context
 * with the caller's session, or undefined once the refusal is sent. A route without a declaration is refused.
 */
const admit = async (context: RouteContext, route: Route): Promise<RouteContext | undefined> => {
  const access = httpAccessFor(route.method, route.path);
  if (access?.kind === 'public') return context;
  if (!access) {
    context.services.log.error(`${route.method} ${route.path} has no declared rights; refused`);
    return void sendError(context.response, 403, 'Not allowed');
  }
  const session = await authenticate(context);
  if (!session) return void sendError(context.response, 401, 'Not logged in');
  if (!access.rule.allows(session.actor, context.params)) return void sendError(context.response, 403, 'Not allowed');
  return { ...context, session };
};

const handle = async (
  services: Services,
  site: SiteOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> => {
  let url: URL;
  try {
    url = new URL(request.url ?? '/', 'http://localhost');
  } catch {
    return sendText(response, 400, 'Malformed request target');
  }
  const method = request.method ?? 'GET';
  const matched =
    router.match(method === 'OPTIONS' ? 'GET' : method, url.pathname) ??
    (method === 'OPTIONS' ? router.match('POST', url.pathname) : undefined);
  if (method === 'OPTIONS') {
    response.writeHead(matched && 'route' in matched && matched.route.cors ? 204 : 404, {
      ...baseHeaders,
      ...corsHeaders,
    });
    return void response.end();
  }
  if (matched && 'malformed' in matched)
    return sendError(response, 400, 'Malformed path: a %-escape that is not UTF-8, or a NUL character', corsHeaders);
  if (matched && 'route' in matched) {
    if (matched.route.cors) for (const [name, value] of Object.entries(corsHeaders)) response.setHeader(name, value);
    const context: RouteContext = {
      request,
      response,
      url,
      params: matched.params,
      services,
      site,
      address: request.socket.remoteAddress ?? '',
    };
    const admitted = await admit(context, matched.route);
    return admitted && matched.route.handle(admitted);
  }
  if (matched && 'allowed' in matched)
    return sendText(response, 405, 'Method Not Allowed', { allow: [...matched.allowed, 'OPTIONS'].join(', ') });
  if (method !== 'GET' && method !== 'HEAD')
    return sendText(response, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
  if (url.pathname.startsWith(hlsPathPrefix)) return serveHls(services, site, request, response, url);
  if (url.pathname.startsWith(storedObjectPath))
    return serveStoredObject(request, response, services.uploadsDir, url.pathname.slice(storedObjectPath.length));
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket'))
    return sendError(response, 404, 'Not found', corsHeaders);
  return serveConsole(request, response, site.distDir, url.pathname, async () => ({
    'content-security-policy': consolePolicy([
      ...configSources(String(request.headers.host ?? ''), site.webrtcPort),
      ...(await outsideServiceSources(services.store)),
    ]),
  }));
};

/** The node:http server: API routes, config.json, media and uploads, the console with SPA fallback. */
export const createHttpServer = (services: Services, site: SiteOptions): Server =>
  createServer((request, response) => {
    handle(services, site, request, response).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) {
        // The rest of the body is not read: the answer closes the connection instead.
        if (!response.headersSent)
          sendError(response, 413, `Request body over ${error.limit} bytes`, { connection: 'close' });
        return;
      }
      services.log.error(`${request.method ?? ''} ${request.url ?? ''} failed`, error);
      if (!response.headersSent) sendError(response, 500, 'Internal error');
      else response.destroy();
    });
  });
