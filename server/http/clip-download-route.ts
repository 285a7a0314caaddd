import type { ServerResponse } from 'node:http';
import { clipDownloadRoutePath } from '../../src/domain/clips';
import { clipFile, renditionFor, segmentContentType, sharedClipRenditions } from '../media';
import { baseHeaders, corsHeaders, sendText } from './respond';
import type { Route, RouteContext } from './route';
import { decodeClip } from '../records/clips-store';

// docs/protocol/clips.md "Downloads": one ready quality of a cut as one MPEG-TS file of that quality's size.

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const seconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/** `Opening goal (1080p).ts`: the cut's title and the quality, without characters a file system refuses. */
export const clipFileName = (title: string, quality: string): string => {
  // Control characters and what Windows, macOS or Linux refuse in a file name become spaces.
  const clean = (value: string): string =>
    [...value]
      .map((character) =>
        character < ' ' || character === '\u007f' || '/\\:*?"<>|'.includes(character) ? ' ' : character,
      )
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  const base = clean(title).slice(0, 120) || 'clip';
  const label = clean(quality);
  return `${base}${label ? ` (${label})` : ''}.ts`;
};

/** RFC 6266: an ASCII fallback (accents dropped) and the exact UTF-8 name. */
export const attachmentDisposition = (fileName: string): string => {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
};

/** Writes the parts with backpressure; stops when the browser goes away. */
const stream = async (response: ServerResponse, parts: Iterable<Uint8Array>): Promise<void> => {
  for (const part of parts) {
    if (response.destroyed) return;
    if (!response.write(part))
      await new Promise<void>((resolve) => {
        const done = (): void => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.on('drain', done);
        response.on('close', done);
      });
  }
  response.end();
};

const download = async ({ services, response, request, params }: RouteContext): Promise<void> => {
  // A clip that does not decode is reported and answered as missing.
  const clip = decodeClip(services, await services.store.documents.clips.getByUuid(params.uuid ?? ''));
  if (!clip) return sendText(response, 404, 'No such clip', corsHeaders);
  const quality = clip.meta.quality ?? {};
  const qualityTitle = text(quality.title) ?? text(quality.name) ?? '';
  const title = text(clip.meta.title) ?? 'clip';
  if (clip.status !== 'ready')
    return sendText(
      response,
      409,
      `Clip ${title}${qualityTitle ? ` (${qualityTitle})` : ''} is ${clip.status}; only a ready clip downloads`,
      corsHeaders,
    );
  const start = seconds(clip.start_time);
  const end = seconds(clip.end_time);
  if (start === undefined || end === undefined || end <= start)
    return sendText(response, 409, `Clip ${title} has no in and out points`, corsHeaders);
  const library = sharedClipRenditions();
  if ('problem' in library)
    return sendText(response, 503, `Clip files are unavailable: ${library.problem}`, corsHeaders);
  const rendition = renditionFor(library.renditions, { title: text(quality.title), name: text(quality.name) });
  if (!rendition) return sendText(response, 503, 'Clip files are unavailable', corsHeaders);
  const file = clipFile(rendition, start, end);
  response.writeHead(200, {
    ...baseHeaders,
    ...corsHeaders,
    'content-type': segmentContentType,
    'content-length': file.byteLength,
    'content-disposition': attachmentDisposition(clipFileName(title, qualityTitle)),
    // A re-cut changes the in and out points under the same uuid.
    'cache-control': 'no-cache',
    'x-clip-rendition': `${rendition.width}x${rendition.height}`,
    'access-control-expose-headers': 'content-disposition, x-clip-rendition',
  });
  if (request.method === 'HEAD') return void response.end();
  await stream(response, file.parts());
};

/** GET (and HEAD) one clip quality's file. */
export const clipDownloadRoutes: readonly Route[] = [
  { method: 'GET', path: clipDownloadRoutePath, cors: true, handle: download },
];
