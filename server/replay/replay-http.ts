import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { baseHeaders, corsHeaders, sendError, sendJson, sendText } from '../http/respond';
import { configSources, consolePolicy } from '../http/console-policy';
import { serveConsole } from '../http/static-files';
import { runtimeConfigFor } from '../http/system-routes';
import { replayMessage } from './replay-channels';
import type { ReplayScript } from './replay-script';

/** What every command-like HTTP call is answered in replay mode (the socket's refusal says the same). */
export const replayHttpMessage = replayMessage;

/** The token a replay hands out at login; the replay socket accepts any token anyway. */
export const replayToken = 'replay';

const drain = (request: IncomingMessage): void => {
  request.resume();
};

const answerApi = (script: ReplayScript, response: ServerResponse, method: string, path: string): void => {
  for (const [name, value] of Object.entries(corsHeaders)) response.setHeader(name, value);
  if (method === 'POST' && path === '/api/v1/login')
    return sendJson(response, 200, { status: 'ok', result: replayToken });
  if (method === 'GET' && path === '/api/v1/logout') return sendJson(response, 200, { status: 'ok' });
  if (method === 'GET' || method === 'HEAD') {
    const recorded = script.http('GET', path);
    if (recorded) return sendJson(response, recorded.status, recorded.body ?? {});
    if (path === '/api/v1/verify') return sendJson(response, 200, { status: 'ok', result: 1 });
    if (path === '/api/v1/maintenance.json') return sendJson(response, 200, { running: false });
    return sendError(response, 404, 'Not in this recording');
  }
  return sendError(response, 403, replayHttpMessage);
};

/**
 * The HTTP side of a replay: config.json, a login that lets anyone in, the recorded answers of the API's
 * GET calls (the first one recorded for the path), a refusal for every other call, and the console bundle.
 */
export const createReplayHandler =
  (script: ReplayScript, distDir: string) =>
  async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    drain(request);
    if (url.pathname.startsWith('/api/')) {
      if (method === 'OPTIONS') {
        response.writeHead(204, { ...baseHeaders, ...corsHeaders });
        return void response.end();
      }
      return answerApi(script, response, method, url.pathname);
    }
    if (method !== 'GET' && method !== 'HEAD')
      return sendText(response, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    if (url.pathname === '/config.json')
      return sendJson(response, 200, runtimeConfigFor(String(request.headers.host ?? '')));
    if (url.pathname.startsWith('/socket')) return sendError(response, 404, 'Not found');
    if (!existsSync(distDir))
      return sendText(
        response,
        404,
        'The console is not built here; run `npm run build` to serve it from the replay too.',
      );
    return serveConsole(request, response, distDir, url.pathname, async () => ({
      'content-security-policy': consolePolicy(configSources(String(request.headers.host ?? ''))),
    }));
  };
