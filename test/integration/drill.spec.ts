import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { channelUuid } from '../../server/seed/demo-channels';
import { decodingTime, pesPackets, streamPids, tsPackets } from './support/mpeg-ts';
import { join, push, waitFor, type Joined } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

// Fault drills (issue 31 §2; docs/protocol/media.md "Fault drills"): each fault changes what a channel's live
// stream really serves, ends by itself or at stop, is for administrators only and is audited.

const faultsFolder = path.join(__dirname, '../../server/media/faults');
const loopLength = 6;
const channel = channelUuid('studio_1');
const other = channelUuid('tv_news');
// One channel per segment fault: an ended drill still names its segments while they are in the live window.
const faultChannels = {
  black: channelUuid('arena_a_cam1'),
  freeze: channelUuid('arena_b_cam1'),
  silence: channelUuid('lab_input'),
};
const drilled = [channel, other, ...Object.values(faultChannels)];

interface Drill {
  channel_uuid: string;
  fault: string;
  started_at: number;
  ends_at: number;
}

/** The first decoding time of the video and of the audio stream, 90 kHz ticks. */
const firstTimes = (segment: Uint8Array): number[] => {
  const packets = tsPackets(segment);
  const pids = streamPids(packets);
  return [0x1b, 0x0f].map((type) => decodingTime(pesPackets(packets, pids.get(type) ?? -1)[0] ?? new Uint8Array(20)));
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('studio server: fault drills on system:drill (issue 31 §2)', function () {
  this.timeout(60_000);
  const { studio, socket, joinOk, frameErrors } = useStudioFixture({ types: ['admin', 'device_admin', 'user'] });

  const playlist = async (uuid: string = channel): Promise<{ status: number; text: string }> => {
    const answer = await fetch(`${studio.url}/hls/live/${uuid}/index.m3u8`);
    return { status: answer.status, text: await answer.text() };
  };
  const segmentLines = (text: string): string[] => text.split('\n').filter((line) => line.endsWith('.ts'));
  const mediaSequence = (text: string): number => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
  const bytes = async (playlistLine: string, uuid = channel): Promise<Buffer> => {
    const answer = await fetch(new URL(playlistLine, `${studio.url}/hls/live/${uuid}/index.m3u8`));
    expect(answer.status, playlistLine).to.equal(200);
    return Buffer.from(await answer.arrayBuffer());
  };
  /** Polls the channel's playlist until `done` holds (a new segment is listed every 2 s). */
  const until = async (
    done: (text: string, status: number) => boolean,
    what: string,
    uuid: string = channel,
    timeoutMs = 8_000,
  ): Promise<string> => {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200)) {
      const { status, text } = await playlist(uuid);
      if (done(text, status)) return text;
    }
    throw new Error(
      `the playlist did not show ${what} within ${timeoutMs} ms: ${JSON.stringify(await playlist(uuid))}`,
    );
  };

  let drills: Joined;
  const start = (fault: string, seconds = 30, uuid = channel) =>
    push(drills.channel, 'start', { channel_uuid: uuid, fault, seconds });
  const stop = (uuid: string = channel) => push(drills.channel, 'stop', { channel_uuid: uuid });

  beforeEach(async () => {
    drills = await joinOk('admin', 'system:drill', ['drills']);
  });
  // The fixture leaves every channel after each test (before this hook runs), so the cleanup joins again.
  afterEach(async () => {
    const cleanup = await joinOk('admin', 'system:drill', ['drills']);
    for (const uuid of drilled) await push(cleanup.channel, 'stop', { channel_uuid: uuid });
    cleanup.channel.leave();
  });

  for (const fault of ['black', 'freeze', 'silence'] as const) {
    it(`${fault}: the playlist names the ${fault} segment of the same sequence, the shipped one retimed; stop restores the loop`, async () => {
      const uuid = faultChannels[fault];
      const before = await playlist(uuid);
      expect(segmentLines(before.text).every((line) => line.startsWith('../../loop/'))).to.equal(true);
      const started = await start(fault, 30, uuid);
      expect(started.status, JSON.stringify(started.response)).to.equal('ok');
      const text = await until((body) => body.includes(`../../fault/${fault}/`), `a ${fault} segment`, uuid);
      const line = segmentLines(text).find((item) => item.includes(`/fault/${fault}/`)) as string;
      const sequence = Number(/(\d+)\.ts$/.exec(line)?.[1]);
      const served = await bytes(line, uuid);
      const loop = await bytes(`../../loop/${sequence}.ts`, uuid);
      const shipped = readFileSync(path.join(faultsFolder, `${fault}-${sequence % loopLength}.m2t`));
      expect(served.length, 'the fault segment of the same loop index').to.equal(shipped.length);
      expect(served.equals(loop), 'not the loop segment').to.equal(false);
      // Retimed like the loop: the same 90 kHz timestamps as the loop segment it stands in for.
      expect(firstTimes(served), 'video and audio start times').to.deep.equal(firstTimes(loop));
      // Segments listed before the drill keep their names (a reload never renames a line).
      for (const earlier of segmentLines(before.text))
        if (segmentLines(text).some((later) => later.endsWith(`/${/(\d+\.ts)$/.exec(earlier)?.[1]}`)))
          expect(segmentLines(text), earlier).to.include(earlier);

      expect((await stop(uuid)).status).to.equal('ok');
      await until((body) => segmentLines(body).at(-1)?.startsWith('../../loop/') === true, 'the loop again', uuid);
    });
  }

  it('stall: the media sequence stops advancing while the playlist is still served, and moves on after stop', async () => {
    expect((await start('stall')).status).to.equal('ok');
    const first = await playlist();
    await sleep(4_500);
    const later = await playlist();
    expect(later.status).to.equal(200);
    expect(mediaSequence(later.text)).to.equal(mediaSequence(first.text));
    expect(later.text).to.equal(first.text);
    expect((await stop()).status).to.equal('ok');
    const moved = await playlist();
    expect(mediaSequence(moved.text)).to.be.at.least(mediaSequence(first.text) + 2);
  });

  it('offline: the playlist is gone (404) and comes back when the drill ends by itself', async () => {
    const reply = await start('offline', 5);
    expect(reply.status).to.equal('ok');
    const drill = (reply.response as { drill: Drill }).drill;
    expect(drill.ends_at - drill.started_at).to.equal(5_000);
    expect((await playlist()).status).to.equal(404);
    expect((await playlist(other)).status, 'other channels play on').to.equal(200);
    await until((_text, status) => status === 200, 'the playlist again', channel, 10_000);
    // Every joined console is told when it ended.
    const reports = (await waitFor(drills, 'drills', 3, 2_000)) as { drills: Drill[] }[];
    expect(reports.at(-1)?.drills).to.deep.equal([]);
  });

  it('tells every joined console the running drills on the join and on every change, and replaces a running drill', async () => {
    const watcher = await joinOk('device_admin', 'system:drill', ['drills']);
    expect(watcher.reply.response).to.deep.equal({ drills: [] });
    await waitFor(watcher, 'drills');
    const black = (await start('black', 20)).response as { drill: Drill };
    const [, afterStart] = (await waitFor(watcher, 'drills', 2)) as { drills: Drill[] }[];
    expect(afterStart?.drills).to.deep.equal([black.drill]);
    const silence = (await start('silence', 10)).response as { drill: Drill };
    const [, , afterReplace] = (await waitFor(watcher, 'drills', 3)) as { drills: Drill[] }[];
    expect(afterReplace?.drills, 'one drill per channel: the new one').to.deep.equal([silence.drill]);
    const rejoined = await join(socket('admin'), 'system:drill', ['drills']);
    expect(rejoined.reply.response).to.deep.equal({ drills: [silence.drill] });
    expect(frameErrors()).to.deep.equal([]);
  });

  it('refuses bad input clearly: unknown channel, unknown fault, seconds out of range, stop with nothing running', async () => {
    const unknown = await start('black', 30, '00000000-0000-4000-8000-000000000000');
    expect(unknown).to.deep.equal({
      status: 'error',
      response: { reason: 'unknown_channel', channel_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    const badFault = await start('smoke');
    expect(badFault.status).to.equal('error');
    expect(badFault.response).to.deep.include({ reason: 'invalid' });
    expect(JSON.stringify(badFault.response)).to.include('fault').and.include("'freeze' | 'black'");
    for (const seconds of [4, 601, 10.5]) {
      const bad = await start('black', seconds);
      expect(bad.response, String(seconds)).to.deep.include({ reason: 'invalid' });
      expect(JSON.stringify(bad.response)).to.include('whole seconds from 5 to 600');
    }
    expect(await stop()).to.deep.equal({ status: 'error', response: { reason: 'not_running', channel_uuid: channel } });
    expect((await playlist()).status, 'nothing was started').to.equal(200);
  });

  it('refuses a user account: the join is unauthorized, and no drill starts', async () => {
    const refused = await join(socket('user'), 'system:drill', ['drills']);
    expect(refused.reply).to.deep.equal({ status: 'error', response: { reason: 'unauthorized' } });
    expect(refused.received.get('drills')).to.equal(undefined);
    expect(drills.reply.response).to.deep.equal({ drills: [] });
  });

  it('audits every drill push with the account, payload and outcome', async () => {
    const audit = await joinOk('admin', 'audit:all', ['append']);
    await start('freeze', 12);
    await stop();
    const rows = (await waitFor(audit, 'append', 2, 5_000)) as Record<string, unknown>[];
    const mine = rows.filter((row) => row.topic === 'system:drill');
    expect(mine.map((row) => [row.event, row.outcome, row.account_email])).to.deep.equal([
      ['start', 'ok', 'admin@demo.local'],
      ['stop', 'ok', 'admin@demo.local'],
    ]);
    expect(mine[0]?.payload).to.deep.equal({ channel_uuid: channel, fault: 'freeze', seconds: 12 });
  });
});
