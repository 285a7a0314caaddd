import type { Store } from '../storage/store';
import { runtimeConfigFor } from './system-routes';

/** Where a CSP may let the console connect: the origin of an absolute http(s)/ws(s) address, else nothing. */
const sourceOf = (address: unknown): string | undefined => {
  if (typeof address !== 'string') return undefined;
  try {
    const url = new URL(address);
    // A CSP source is a plain scheme://host:port; anything a URL may hold beyond that is not one.
    return /^(https?|wss?):$/.test(url.protocol) && /^[\w.-]+(:\d{1,5})?$/.test(url.host) ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The Content-Security-Policy of the console's page. Scripts come only from the console's own origin (no inline
 * script, no eval): a page that injected markup still runs nothing, so it cannot read the token in localStorage.
 * Styles may be inline, since Fluent UI's griffel writes its rules into <style> elements at run time and the page
 * template has one. Pictures and video may be data: and blob: (QR codes, hls.js's MediaSource), workers blob:
 * (hls.js's transmuxer). The console connects to what config.json names (API, socket, WHEP port) and to the
 * outside services an administrator configured (docs/protocol/forms.md). Nothing frames it but itself.
 */
export const consolePolicy = (connect: readonly string[]): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    // blob: lets the page read back a file it made itself (a CSV or a recording before it is saved).
    `connect-src ${["'self'", 'blob:', ...new Set(connect)].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** The origins config.json sends a browser that asked with `host` (server/http/system-routes.ts). */
export const configSources = (host: string, webrtcPort?: number): string[] => [
  ...new Set(
    Object.values(runtimeConfigFor(host, webrtcPort)).flatMap((address) =>
      typeof address === 'string' ? (sourceOf(address) ?? []) : [],
    ),
  ),
];

/** The origins of the `external_services` setting's urls (relative ones are the server itself: 'self'). */
export const outsideServiceSources = async (store: Store): Promise<string[]> => {
  const [setting] = await store.documents.settings.list(`body->>'name' = $1`, ['external_services']);
  const value = setting?.body.value;
  if (typeof value !== 'object' || value === null) return [];
  const {
    tv_content_url: tvContent,
    betting_info_url: bettingInfo,
    sports_url: sports,
  } = value as Record<string, unknown>;
  return [tvContent, bettingInfo, sports].flatMap((address) => sourceOf(address) ?? []);
};
