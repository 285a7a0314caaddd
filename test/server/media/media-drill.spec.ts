import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  channelPhaseMs,
  createHlsLibrary,
  createHlsRequestHandler,
  defaultFaultsFolder,
  defaultSegmentsFolder,
  faultSegmentPath,
  livePlaylistPath,
  routeHlsPath,
  segmentFaults,
  type MediaDrill,
} from '../../../server/media';
import { parseMediaPlaylist } from './m3u8-parser';
import { audioEndTicks, ptsOf, readClocks, streamPids } from './ts-reader';

// Fault drills in the media (docs/protocol/media.md "Fault drills"): the drills are an input of the playlist
// function; the fault segments stand in for loop segments with the same timeline.

const library = createHlsLibrary();
const handle = createHlsRequestHandler(library);
const channel = '3f0a6a2e-5d1b-4c53-9a55-5e4b6f1f0c11';
// A time when a segment of this channel has just ended, so segment ends fall on whole seconds from here.
const phase = channelPhaseMs(library.loop, channel);
const now = Math.floor(Date.UTC(2026, 10, 22, 12, 0, 0) / 2000) * 2000 - phase + 2000 * 100;
const live = (nowMs: number, drills: readonly MediaDrill[] = []) =>
  parseMediaPlaylist(library.livePlaylist(channel, nowMs, drills));
const names = (nowMs: number, drills: readonly MediaDrill[] = []) =>
  live(nowMs, drills).segments.map((segment) => segment.uri);

describe('live playlist with fault drills', () => {
  it('without drills is the plain loop', () => {
    expect(names(now).every((uri) => uri.startsWith('../../loop/'))).to.equal(true);
  });

  for (const fault of segmentFaults) {
    it(`${fault}: names the fault segment for every sequence that enters the window during the drill, and only those`, () => {
      const drill: MediaDrill = { fault, startedAtMs: now + 500, endsAtMs: now + 6_500 };
      expect(names(now, [drill]), 'listed before the start').to.deep.equal(names(now));
      const during = live(now + 6_000, [drill]);
      const faulted = during.segments.filter((segment) => segment.uri.startsWith(`../../fault/${fault}/`));
      // Segments ending at +2 s, +4 s and +6 s entered during the drill.
      expect(faulted.map((segment) => segment.uri)).to.deep.equal(
        during.segments.slice(-3).map((segment) => `../../fault/${fault}/${segment.sequence}.ts`),
      );
      const after = names(now + 12_000, [drill]);
      expect(
        after.slice(-3).every((uri) => uri.startsWith('../../loop/')),
        'after the end',
      ).to.equal(true);
      // A reload never renames a line it listed before.
      for (let at = now; at <= now + 20_000; at += 500) {
        const earlier = new Map(live(at, [drill]).segments.map((segment) => [segment.sequence, segment.uri]));
        for (const segment of live(at + 500, [drill]).segments)
          if (earlier.has(segment.sequence)) expect(segment.uri, `${at}`).to.equal(earlier.get(segment.sequence));
      }
    });
  }

  it('stall: answers the window as it stood at the start while the stall runs, then the live window again', () => {
    const drill: MediaDrill = { fault: 'stall', startedAtMs: now + 700, endsAtMs: now + 20_700 };
    const atStart = library.livePlaylist(channel, now + 700);
    expect(library.livePlaylist(channel, now + 10_000, [drill])).to.equal(atStart);
    expect(library.livePlaylist(channel, now + 20_699, [drill])).to.equal(atStart);
    expect(library.livePlaylist(channel, now + 20_700, [drill])).to.equal(library.livePlaylist(channel, now + 20_700));
  });

  it('offline: the playlist answers 404 while the drill runs, for that channel only', () => {
    const drills = (key: string): readonly MediaDrill[] =>
      key === channel ? [{ fault: 'offline', startedAtMs: now, endsAtMs: now + 5_000 }] : [];
    expect(handle(livePlaylistPath(channel), now + 1_000, drills).status).to.equal(404);
    expect(handle(livePlaylistPath('another'), now + 1_000, drills).status).to.equal(200);
    expect(handle(livePlaylistPath(channel), now + 5_000, drills).status).to.equal(200);
  });

  it('is a pure function of the request, the clock and the drills', () => {
    const drills = [{ fault: 'black', startedAtMs: now, endsAtMs: now + 9_000 }] as const;
    expect(library.livePlaylist(channel, now + 4_321, drills)).to.equal(
      library.livePlaylist(channel, now + 4_321, drills),
    );
  });
});

describe('fault segments (server/media/faults)', () => {
  const manifest = JSON.parse(readFileSync(path.join(defaultFaultsFolder, 'manifest.json'), 'utf8')) as {
    segments: { fault: string; file: string }[];
  };

  it('routes /hls/fault/{fault}/{n}.ts for the three segment faults and nothing else', () => {
    expect(routeHlsPath(faultSegmentPath('black', 12))).to.deep.equal({ kind: 'fault', fault: 'black', sequence: 12 });
    expect(routeHlsPath('/hls/fault/stall/12.ts')).to.deep.equal({ kind: 'unknown' });
    expect(routeHlsPath('/hls/fault/black/012.ts')).to.deep.equal({ kind: 'unknown' });
    expect(handle(faultSegmentPath('freeze', 7), now)).to.include({ status: 200, contentType: 'video/mp2t' });
  });

  for (const fault of segmentFaults)
    it(`${fault}: one segment per loop segment, with the loop segment's clocks, frames and audio length`, () => {
      const files = manifest.segments.filter((segment) => segment.fault === fault).map((segment) => segment.file);
      expect(files).to.have.length(library.loop.segments.length);
      files.forEach((file, index) => {
        const faultBytes = readFileSync(path.join(defaultFaultsFolder, file));
        const loopBytes = readFileSync(path.join(defaultSegmentsFolder, `segment-${index}.m2t`));
        const [video = -1, audio = -1] = streamPids(loopBytes).sort((a, b) => a - b);
        expect(
          streamPids(faultBytes).sort((a, b) => a - b),
          file,
        ).to.deep.equal([video, audio]);
        expect(ptsOf(faultBytes, video), `${file} video PTS`).to.deep.equal(ptsOf(loopBytes, video));
        expect(ptsOf(faultBytes, audio), `${file} audio PTS`).to.deep.equal(ptsOf(loopBytes, audio));
        expect(audioEndTicks(faultBytes, audio, 32_000)).to.equal(audioEndTicks(loopBytes, audio, 32_000));
        expect(readClocks(faultBytes)[0]?.ticks, `${file} first clock`).to.equal(readClocks(loopBytes)[0]?.ticks);
      });
    });

  it('serves fault segment n retimed like loop segment n', () => {
    for (const sequence of [0, 5, 6, 13, 8_589_934_589]) {
      const loop = library.loopSegment(sequence) as Uint8Array;
      const black = library.faultSegment('black', sequence) as Uint8Array;
      const [video = -1] = streamPids(loop).sort((a, b) => a - b);
      expect(ptsOf(black, video), String(sequence)).to.deep.equal(ptsOf(loop, video));
    }
  });

  it('refuses a faults folder that does not match the loop, with the reason', () => {
    expect(() => createHlsLibrary(defaultSegmentsFolder, path.join(defaultFaultsFolder, 'absent'))).to.throw(
      /fault segments: .*generate-media\.sh faults/,
    );
  });
});
