import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ownProperty } from '../protocol/own-property';
import { sendText } from './respond';
import { resolveInside, serveFile } from './static-files';

/**
 * The types an uploaded object is shown as in the browser, by extension: pictures, video and sound, which a
 * browser renders without running anything from them. Everything else (html, svg, xml, js, pdf, unknown) is
 * a download: served as bytes, never as a page of the console's origin, where its script could read an
 * administrator's token from localStorage (docs/protocol.md "Upload serving").
 */
const inlineTypes: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.flac': 'audio/flac',
};

/**
 * Headers of every stored object, whatever its type: a document opened from /storage gets a unique opaque
 * origin and no scripts (`sandbox`), may load nothing (`default-src 'none'`) and is never sniffed into another
 * type. Even a type the allow-list gets wrong, or a browser that ignores the disposition, runs nothing.
 */
export const storedObjectHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
};

/** The Content-Type and, for downloads, Content-Disposition of an object stored as `file`. */
export const storedObjectType = (file: string): Readonly<Record<string, string>> => {
  const inline = ownProperty(inlineTypes, path.extname(file).toLowerCase());
  if (inline) return { 'content-type': inline };
  // The name is made by the server ({field}_{time}.{ext}, upload-keys.ts), so it needs no quoting beyond this.
  const name = path.basename(file).replace(/[^\w.-]/g, '_');
  return { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="${name}"` };
};

/** GET/HEAD /storage/{key}: an uploaded object, served so that it can never run as a page (see above). */
export const serveStoredObject = async (
  request: IncomingMessage,
  response: ServerResponse,
  uploadsDir: string,
  key: string,
): Promise<void> => {
  const file = resolveInside(uploadsDir, key);
  const type = file && storedObjectType(file);
  const served =
    file &&
    type &&
    (await serveFile(request, response, file, {
      cache: 'private, max-age=60',
      cors: true,
      contentType: type['content-type'],
      headers: { ...storedObjectHeaders, ...type },
    }));
  if (!served) sendText(response, 404, 'Not found', { 'access-control-allow-origin': '*', ...storedObjectHeaders });
};
