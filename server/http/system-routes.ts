import { protocolVersion } from '../protocol/phoenix-endpoint';
import { readMaintenance } from '../system/maintenance';
import { uploadTargetPath } from '../uploads/presign';
import { baseHeaders, sendError, sendJson, sendText } from './respond';
import type { Route, RouteContext } from './route';
import { uploadTarget } from './upload-target-route';
import { maxUploadBytes } from '../uploads/upload-files';

/** The latest streamer release when none is stored (the seed or an operator stores the real one). */
export const defaultLatestStreamer = { version: 'v1.0.0' };

const hostPattern = /^[\w.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i;

/**
 * The runtime configuration the console reads at start (config.json), addressed to the host the browser used so
 * the console talks to whichever server served it; the replay server answers with the same. A Host header that
 * is not a plain host[:port] gives relative addresses.
 */
export const runtimeConfigFor = (hostHeader: string, webrtcPort?: number): Record<string, string | number> => {
  const origin = hostPattern.test(hostHeader) ? `http://${hostHeader}` : '';
  // The WHEP endpoint listens on its own port of the same host (spec 3 §7: port 8889).
  const hostName = origin ? new URL(origin).hostname : '';
  return {
    ...(webrtcPort !== undefined && hostName ? { webrtcUrl: `http://${hostName}:${webrtcPort}` } : {}),
    apiBase: `${origin}/api/v1`,
    socketUrl: origin ? `ws://${hostHeader}/socket` : '/socket',
    socketVersion: protocolVersion,
    maintenanceUrl: `${origin}/api/v1/maintenance.json`,
    latestVersionUrl: `${origin}/api/v1/kepitstreamer/3/update/latest`,
    // The one limit both upload paths enforce, so the console says it before a file is sent (issue 29).
    uploadLimitBytes: maxUploadBytes,
  };
};

const configJson = async ({ request, response, site }: RouteContext): Promise<void> =>
  sendJson(response, 200, runtimeConfigFor(String(request.headers.host ?? ''), site.webrtcPort));

const latestStreamer = async ({ services, response }: RouteContext): Promise<void> =>
  sendJson(response, 200, {
    latest: (await services.store.system.get<{ version: string }>('streamer_latest')) ?? defaultLatestStreamer,
  });

/** Polled every 10 s with a timestamp query (spec 1 §7.1); never cached. */
const maintenanceJson = async ({ services, response }: RouteContext): Promise<void> =>
  sendJson(response, 200, await readMaintenance(services.store));

/**
 * The streamer readiness page (spec 3 §4: "Ready is detected by a successful fetch of a test page on the
 * instance"): 200 while the instance exists, is active and its streamer is not stopped, else 503.
 */
const readiness = async ({ services, response, params }: RouteContext): Promise<void> => {
  const instance = await services.store.documents.instances.find(params.id ?? '');
  // The streamer commands write streamer_state ('running' / 'stopped', simulation/streamer-commands.ts).
  const ready =
    instance !== undefined &&
    instance.state === 'active' &&
    instance.body.streamer_running !== false &&
    instance.body.streamer_state !== 'stopped';
  if (!ready) return sendText(response, instance ? 503 : 404, instance ? 'not ready' : 'no such instance');
  const html = '<!doctype html><title>ready</title><p>ok</p>\n';
  response.writeHead(200, {
    ...baseHeaders,
    'content-type': 'text/html; charset=utf-8',
    // A page with nothing to run or load; said so, as every HTML answer of the server does.
    'content-security-policy': "default-src 'none'",
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(html),
  });
  response.end(html);
};

export const systemRoutes: readonly Route[] = [
  { method: 'GET', path: '/config.json', handle: configJson },
  { method: 'GET', path: '/api/v1/kepitstreamer/3/update/latest', cors: true, handle: latestStreamer },
  { method: 'GET', path: '/api/v1/maintenance.json', cors: true, handle: maintenanceJson },
  { method: 'GET', path: '/instances/{id}/static/test.html', cors: true, handle: readiness },
  { method: 'POST', path: uploadTargetPath, cors: true, handle: uploadTarget },
];

export const unknownApi = (context: RouteContext): void => sendError(context.response, 404, 'Not found');
