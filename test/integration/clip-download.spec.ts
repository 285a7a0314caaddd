import { expect } from 'chai';
import { demoUuid } from '../../server/seed/demo-ids';
import {
  decodingTime,
  nalUnits,
  pesPackets,
  pesPayload,
  spsPictureSize,
  streamPids,
  tsPackets,
  type TsPacket,
} from './support/mpeg-ts';
import { useStudioFixture } from './support/studio-fixture';

// Issue 29 "Clips": Download gives one playable file per quality (docs/protocol/clips.md "Downloads"), not the
// clip's HLS playlist. The seeded 'Opening goal' is ready in all three qualities, 725–771 s on the recording.

const h264 = 0x1b;
const aac = 0x0f;

interface Downloaded {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Uint8Array;
}

const pictureSize = (packets: readonly TsPacket[]): { width: number; height: number } => {
  const video = streamPids(packets).get(h264);
  if (video === undefined) throw new Error('no H.264 stream');
  for (const pes of pesPackets(packets, video))
    for (const nal of nalUnits(pesPayload(pes))) if (((nal[0] ?? 0) & 0x1f) === 7) return spsPictureSize(nal);
  throw new Error('no sequence parameter set');
};

describe('studio server: clip downloads (issue 29, spec 2 §4 "play and download only for ready qualities")', () => {
  const { studio } = useStudioFixture({ types: [] });
  const clip = (cut: string, quality: string): string => demoUuid(`clip:${cut}:${quality}`);
  const download = async (uuid: string, method = 'GET'): Promise<Downloaded> => {
    const response = await fetch(`${studio.url}/api/v1/clips/${uuid}/download`, { method });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('a ready quality downloads as an MPEG-TS attachment of that quality: H.264 of its size and AAC, no session needed', async () => {
    const full = await download(clip('opening_goal', 'hd1080'));
    expect(full.status).to.equal(200);
    expect(full.headers.get('content-type')).to.equal('video/mp2t');
    expect(full.headers.get('content-disposition')).to.equal(
      `attachment; filename="Opening goal (1080p).ts"; filename*=UTF-8''Opening%20goal%20%281080p%29.ts`,
    );
    expect(Number(full.headers.get('content-length'))).to.equal(full.bytes.length);
    const packets = tsPackets(full.bytes);
    expect([...streamPids(packets).keys()]).to.have.members([h264, aac]);
    expect(pictureSize(packets)).to.deep.equal({ width: 1920, height: 1080 });

    const small = await download(clip('opening_goal', 'sd540'));
    expect(small.status).to.equal(200);
    expect(small.headers.get('content-disposition')).to.contain('filename="Opening goal (540p).ts"');
    expect(pictureSize(tsPackets(small.bytes))).to.deep.equal({ width: 960, height: 540 });
    expect(Buffer.compare(Buffer.from(full.bytes), Buffer.from(small.bytes))).to.not.equal(0);
    expect(small.bytes.length).to.be.below(full.bytes.length);
  });

  it('the file is one clean stream covering the cut: decoding times rise throughout, continuity counters never jump', async () => {
    const { bytes } = await download(clip('opening_goal', 'hd720'));
    const packets = tsPackets(bytes);
    expect(pictureSize(packets)).to.deep.equal({ width: 1280, height: 720 });
    const video = streamPids(packets).get(h264) ?? -1;
    const times = pesPackets(packets, video).map(decodingTime);
    // 725–771 s is recording segments 362 … 385: 24 segments of 50 frames, across loop passes of 12 s.
    expect(times).to.have.length(24 * 50);
    for (let index = 1; index < times.length; index += 1)
      expect(times[index], `frame ${index}`).to.equal((times[index - 1] ?? 0) + 3600);
    const last = new Map<number, number>();
    for (const packet of packets) {
      if (!packet.hasPayload || packet.pid === 0x1fff) continue;
      const previous = last.get(packet.pid);
      if (previous !== undefined) expect(packet.continuity).to.equal((previous + 1) & 0x0f);
      last.set(packet.pid, packet.continuity);
    }
  });

  it('HEAD answers the same headers without a body; a clip not ready is 409 with the reason, an unknown one 404', async () => {
    const head = await download(clip('opening_goal', 'hd720'), 'HEAD');
    expect(head.status).to.equal(200);
    expect(head.bytes.length).to.equal(0);
    expect(Number(head.headers.get('content-length'))).to.be.above(188 * 1000);
    // The clip's meta.filesize is the size of this file.
    const stored = await studio.server.services.store.documents.clips.getByUuid(clip('opening_goal', 'hd720'));
    expect((stored?.body.meta as { filesize?: number }).filesize).to.equal(Number(head.headers.get('content-length')));
    expect(head.headers.get('content-disposition')).to.contain('Opening goal (720p).ts');

    const stuck = await download(clip('penalty_shot', 'hd720'));
    expect(stuck.status).to.equal(409);
    expect(new TextDecoder().decode(stuck.bytes)).to.equal(
      'Clip Penalty shot (720p) is processing; only a ready clip downloads',
    );
    expect((await download('00000000-0000-4000-8000-000000000000')).status).to.equal(404);
  });
});
