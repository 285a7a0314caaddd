import { isRight } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import type { RuntimeConfig } from '../../application/ports';
import { webrtcPort } from '../../domain/instances';
import { shape } from '../wire/kit';

const RuntimeConfigCodec: t.Type<RuntimeConfig, unknown, unknown> = shape(
  {
    apiBase: t.string,
    socketUrl: t.string,
    maintenanceUrl: t.string,
    latestVersionUrl: t.string,
  },
  { webrtcUrl: t.string, uploadLimitBytes: t.number },
);

/**
 * The backend the console talks to, read at start from `config.json` next to the page. Without one (or
 * with a bad one) the console assumes the studio server's layout on the page's own origin.
 */
export const loadRuntimeConfig = async (
  origin: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<RuntimeConfig> => {
  // The WHEP endpoint listens on its own port of the page's host (spec 3 §7, §9: 8889).
  const page = new URL(origin);
  const webrtcUrl = `${page.protocol}//${page.hostname}:${webrtcPort}`;
  const fallback: RuntimeConfig = {
    webrtcUrl,
    apiBase: `${origin}/api/v1`,
    socketUrl: `${origin.replace(/^http/, 'ws')}/socket`,
    maintenanceUrl: `${origin}/api/v1/maintenance.json`,
    latestVersionUrl: `${origin}/api/v1/kepitstreamer/3/update/latest`,
  };
  try {
    const response = await fetcher(`${origin}/config.json`, { cache: 'no-store' });
    if (!response.ok) return fallback;
    const decoded = RuntimeConfigCodec.decode(await response.json());
    return isRight(decoded) ? { ...decoded.right, webrtcUrl: decoded.right.webrtcUrl ?? webrtcUrl } : fallback;
  } catch {
    return fallback;
  }
};
