import { expect } from 'chai';
import { channelUuid } from '../../../server/seed/demo-channels';
import { join, push, waitFor } from '../support/phoenix-client';
import type { ServerProcess } from '../support/server-process';
import { loginAs } from '../support/studio';
import { withStudioProcesses } from '../support/studio-processes';

// Fault drills with several processes on one PostgreSQL (docs/protocol/media.md "Fault drills"): any worker may
// answer a playlist, so a drill started through one must be served by all, and every console's panel agrees.

interface Drill {
  channel_uuid: string;
  fault: string;
}

describe('PostgreSQL mode: fault drills reach every process (issue 31 §2)', function () {
  this.timeout(120_000);
  const cluster = withStudioProcesses(2);
  let a: ServerProcess;
  let b: ServerProcess;
  before(() => {
    [a, b] = cluster().servers as [ServerProcess, ServerProcess];
  });

  const open = (server: ServerProcess, token: string) => cluster().connect(server, token);
  const status = async (server: ServerProcess, uuid: string): Promise<number> =>
    (await fetch(`${server.url}/hls/live/${uuid}/index.m3u8`)).status;
  /** The playlist's status once it is `wanted`, or the last one after 10 s (the bus is asynchronous). */
  const settled = async (server: ServerProcess, uuid: string, wanted: number): Promise<number> => {
    for (
      const deadline = Date.now() + 10_000;
      Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 200))
    )
      if ((await status(server, uuid)) === wanted) return wanted;
    return status(server, uuid);
  };

  it('a drill started through A is served by B, told to a console on B, and stopped through B for both', async () => {
    const channel = channelUuid('studio_1');
    const token = await loginAs(a.url, 'admin');
    const watcher = await join(await open(b, token), 'system:drill', ['drills']);
    expect(watcher.reply.status).to.equal('ok');
    await waitFor(watcher, 'drills');

    const onA = await join(await open(a, token), 'system:drill', ['drills']);
    const started = await push(onA.channel, 'start', { channel_uuid: channel, fault: 'offline', seconds: 120 });
    expect(started.status, JSON.stringify(started.response)).to.equal('ok');
    const [, told] = (await waitFor(watcher, 'drills', 2, 10_000)) as { drills: Drill[] }[];
    expect(told?.drills.map((drill) => [drill.channel_uuid, drill.fault])).to.deep.equal([[channel, 'offline']]);
    expect(await status(a, channel)).to.equal(404);
    expect(await status(b, channel)).to.equal(404);

    // A process that starts later asks the others for the running drills.
    const c = await cluster().start();
    expect(await settled(c, channel, 404), 'a process started during the drill serves it').to.equal(404);

    const stopped = await push(watcher.channel, 'stop', { channel_uuid: channel });
    expect(stopped.status).to.equal('ok');
    const [, , ended] = (await waitFor(onA, 'drills', 3, 10_000)) as { drills: Drill[] }[];
    expect(ended?.drills, 'a frame only when the running drills change').to.deep.equal([]);
    for (const server of [a, b, c]) expect(await settled(server, channel, 200)).to.equal(200);
  });
});
