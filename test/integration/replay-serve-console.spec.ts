import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';
import { startReplayServer } from '../../server/replay';
import { loadReplayScript } from '../../tools/replay/replay-serve';
import { replayRecording } from '../../tools/replay/replay-recording';
import { studioSessionFile } from '../fixtures/recordings/studio-session';
import { eventually, realConsole } from './support/real-console';
import { quietLogger } from './support/studio';

const root = path.resolve(__dirname, '..', '..');

describe('a second console connected to replay serve shows the recorded state (issue 7 "Tests")', function () {
  this.timeout(60_000);

  it('the console core (gateway, log, store) folds what the replay sends into the state the recording folds to', async () => {
    const recorded = (await replayRecording(studioSessionFile)).state;
    const { script } = await loadReplayScript(studioSessionFile);
    const replay = await startReplayServer({ script, speed: 4, port: 0, log: quietLogger([]) });
    const core = realConsole(replay.socketUrl);
    const { gateway, store } = core;
    try {
      gateway.connect('replay');
      await Promise.all(
        ['profile:replay', 'running_orders:all', 'groups:all', 'channels:all'].map((topic) => gateway.join(topic)),
      );
      await eventually(() => store.state.frames.decoded === recorded.frames.decoded, 'every recorded frame');
      expect(store.state.runningOrders).to.deep.equal(recorded.runningOrders);
      expect(store.state.groups).to.deep.equal(recorded.groups);
      expect(store.state.session.profile).to.deep.equal(recorded.session.profile);
      expect(store.state.frames.rejected).to.equal(0);
    } finally {
      core.dispose();
      await replay.close();
    }
  });

  it('`npm run replay -- serve FILE --port 0` says where it listens, serves, and stops on SIGINT', async () => {
    const child = spawn(
      process.execPath,
      [
        '--require',
        './tools/register.cjs',
        'tools/replay/main.ts',
        'serve',
        studioSessionFile,
        '--port',
        '0',
        '--speed',
        '2',
        '--loop',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await eventually(() => /Console: http:\/\/127\.0\.0\.1:\d+/.test(output), 'the URL line', 20_000);
      expect(output)
        .to.match(/Replaying .*studio-session\.ndjson: \d+ frames on 3 topics/)
        .and.to.include('Speed 2×, looping');
      const url = /Console: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
      expect(await (await fetch(`${url}/config.json`)).json()).to.have.property(
        'socketUrl',
        `${url.replace('http', 'ws')}/socket`,
      );
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited, output).to.equal(0);
  });
});
