import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createHlsLibrary,
  createHlsRequestHandler,
  defaultSegmentsFolder,
  livePlaylistPath,
  loopSegmentPath,
  openHlsMedia,
  recordingPlaylistPath,
  routeHlsPath,
  segmentPath,
  type HlsResponse,
} from '../../../server/media';
import { parseMediaPlaylist } from './m3u8-parser';

const handle = createHlsRequestHandler(createHlsLibrary());
const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const start = now / 1000 - 3600;
const bodyOf = (response: HlsResponse): string => (typeof response.body === 'string' ? response.body : '');

describe('HLS requests: /hls/live, /hls/vod and /hls/segments', () => {
  it('answers a channel live playlist as application/vnd.apple.mpegurl, never cached', () => {
    const response = handle(livePlaylistPath('3f0a6a2e-5d1b-4c53-9a55-5e4b6f1f0c11'), now);
    expect(response).to.include({
      status: 200,
      contentType: 'application/vnd.apple.mpegurl',
      cacheControl: 'no-cache',
    });
    expect(parseMediaPlaylist(bodyOf(response)).segments).to.have.length(6);
  });

  it('answers an event recording from the start and end in the query', () => {
    const response = handle(recordingPlaylistPath('8b9e3c1a-0000-4000-8000-000000000001', start, start + 1800), now);
    expect(response).to.include({ status: 200, contentType: 'application/vnd.apple.mpegurl' });
    expect(parseMediaPlaylist(bodyOf(response))).to.include({ playlistType: 'VOD', ended: true });
  });

  it('builds recording paths the handler accepts, fractional seconds included', () => {
    expect(recordingPlaylistPath('e1', start + 0.123456, start + 60.5)).to.equal(
      `/hls/vod/e1/index.m3u8?start=${start}.123&end=${start + 60.5}`,
    );
    expect(handle(recordingPlaylistPath('e1', start + 0.123456, start + 60.5), now).status).to.equal(200);
  });

  it('accepts a parsed URL as well as a request target', () => {
    const target = livePlaylistPath('channel-7');
    expect(handle(new URL(target, 'http://127.0.0.1:4000'), now)).to.deep.equal(handle(target, now));
  });

  it('answers a shipped segment as video/mp2t with the bytes of its file', () => {
    const response = handle(segmentPath('segment-0'), now);
    expect(response).to.include({ status: 200, contentType: 'video/mp2t', cacheControl: 'public, max-age=3600' });
    expect(response.body).to.deep.equal(
      new Uint8Array(readFileSync(path.join(defaultSegmentsFolder, 'segment-0.m2t'))),
    );
  });

  it('answers every segment a live playlist lists', () => {
    const live = parseMediaPlaylist(bodyOf(handle(livePlaylistPath('channel-7'), now)));
    for (const segment of live.segments) {
      const response = handle(new URL(segment.uri, `http://x${livePlaylistPath('channel-7')}`).pathname, now);
      expect(response).to.include({ status: 200, contentType: 'video/mp2t' });
      expect(response.body.length).to.be.greaterThan(10_000);
    }
  });

  it('answers a loop segment by its decimal sequence number only', () => {
    expect(handle(loopSegmentPath(897_674_741), now)).to.include({ status: 200, contentType: 'video/mp2t' });
    for (const target of [
      '/hls/loop/007.ts',
      '/hls/loop/-1.ts',
      '/hls/loop/1e3.ts',
      '/hls/loop/9999999999999999.ts',
      '/hls/loop/1.5.ts',
      '/hls/loop/.ts',
    ]) {
      expect(handle(target, now).status, target).to.equal(404);
    }
  });

  const missing = [
    '/hls/segments/segment-9.ts',
    '/hls/segments/manifest.ts',
    '/hls/segments/segment-0.m2t',
    '/hls/live/a/b/index.m3u8',
    '/hls/live//index.m3u8',
    '/hls/other',
    '/hls/',
    '/hls/vod/e1/playlist.m3u8',
  ];
  for (const target of missing) {
    it(`answers 404 for an unknown name: ${target}`, () => {
      expect(handle(target, now)).to.include({ status: 404, contentType: 'text/plain; charset=utf-8' });
    });
  }

  const traversals = [
    '/hls/segments/../../../../etc/passwd',
    '/hls/segments/..%2f..%2fmanifest.json',
    '/hls/segments/%2e%2e%2fsegment-0.ts',
    '/hls/segments/..%5c..%5csegment-0.ts',
    '/hls/segments/%2e%2e.ts',
    '/hls/segments/segment-0.ts%00.ts',
    '/hls/segments/..ts',
    '/hls/live/..%2f..%2fsegments/index.m3u8',
    '/hls/segments/./segment-0%2ets',
  ];
  for (const target of traversals) {
    it(`refuses path traversal: ${target}`, () => {
      expect(handle(target, now)).to.include({ status: 404, contentType: 'text/plain; charset=utf-8' });
    });
  }

  const badQueries: ReadonlyArray<readonly [string, string]> = [
    ['', 'start'],
    [`?start=${start}`, 'end'],
    [`?start=${start}&end=${start}`, 'end must be after start'],
    [`?start=${start}&end=${start - 60}`, 'end must be after start'],
    [`?start=abc&end=${start}`, 'start'],
    [`?start=-5&end=${start}`, 'start'],
    [`?start=1e9&end=2e9`, 'start'],
    [`?start=${start}&end=999999999999999`, 'end'],
  ];
  for (const [query, message] of badQueries) {
    it(`answers 400 to a recording request with query "${query}"`, () => {
      const response = handle(`/hls/vod/e1/index.m3u8${query}`, now);
      expect(response).to.include({ status: 400 });
      expect(bodyOf(response)).to.include(message);
    });
  }

  it('builds paths that route back to what they name', () => {
    expect(routeHlsPath(livePlaylistPath('channel.main_1'))).to.deep.equal({
      kind: 'live',
      channelKey: 'channel.main_1',
    });
    expect(routeHlsPath(new URL(recordingPlaylistPath('e-1', 1, 2), 'http://x').pathname)).to.deep.equal({
      kind: 'recording',
      eventUuid: 'e-1',
    });
    expect(routeHlsPath(segmentPath('segment-3'))).to.deep.equal({ kind: 'segment', name: 'segment-3' });
  });
});

describe('HLS media without its segments folder', () => {
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'hls-media-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reports a clear problem at start and answers 503 instead of crashing', () => {
    const media = openHlsMedia(path.join(folder, 'absent'));
    expect(media.problem).to.match(/manifest\.json is missing.*generate-media\.sh/);
    expect(media.handleHlsRequest(livePlaylistPath('c1'), now)).to.include({ status: 503 });
    expect(bodyOf(media.handleHlsRequest(segmentPath('segment-0'), now))).to.include('Video is unavailable');
  });

  it('names the missing file when the manifest lists a segment that is not there', () => {
    writeFileSync(
      path.join(folder, 'manifest.json'),
      JSON.stringify({ segments: [{ name: 'segment-0', file: 'segment-0.m2t', durationSeconds: 2 }] }),
    );
    expect(openHlsMedia(folder).problem).to.include('segment-0.m2t is missing');
  });

  it('opens without a problem on the shipped folder', () => {
    expect(openHlsMedia().problem).to.equal(undefined);
  });
});
