import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { EventLog } from '../../../src/application/log';
import { makeHeader, RecordingWriter } from '../../../src/application/recording';
import { ProjectionStore } from '../../../src/application/store';
import type { NewLogEntry } from '../../../src/domain/log';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { seededRandom } from '../../../tools/bench/seeded-random';
import { replayRecording } from '../../../tools/replay/replay-recording';
import { allWireSamples } from '../../fixtures/wire/all-samples';
import { mutate } from '../../support/mutate';

// Frames come off a socket as JSON: no NaN, no undefined fields.
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

describe('deterministic replay', () => {
  let dir = '';
  before(() => (dir = mkdtempSync(path.join(tmpdir(), 'determinism-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('replaying a recording gives the same state as the live session that wrote it', async () => {
    expect(allWireSamples.length).to.be.greaterThan(20);
    const random = seededRandom(42);
    const log = new EventLog();
    const store = new ProjectionStore(createWireNormalizer(), log.source);
    let text = '';
    const writer = new RecordingWriter(
      { write: (chunk) => (text += chunk) },
      makeHeader(new Date(), 'test', { redacted: false }),
    );
    const subscription = log.appended$.subscribe((entry) => {
      writer.write(entry);
      store.enqueue(entry);
    });
    let at = Date.parse('2026-11-22T10:00:00Z');
    const append = (entry: NewLogEntry): void => void log.append(entry);
    append({ kind: 'ConnectionChanged', at, state: 'connected', attempt: 0 });
    for (let i = 0; i < 3000; i += 1) {
      at += Math.floor(random() * 400);
      const sample = allWireSamples[Math.floor(random() * allWireSamples.length)]!;
      const roll = random();
      if (roll < 0.05) append({ kind: 'ClockTicked', at, now: at });
      else if (roll < 0.07)
        append({
          kind: 'CommandIssued',
          at,
          id: `c${i}`,
          account: 'admin@demo.local',
          name: 'transcoder.start',
          args: { channel: 'x' },
        });
      else if (roll < 0.09) append({ kind: 'CommandSettled', at, id: `c${i - 1}`, outcome: 'ok', latencyMs: 20 });
      else if (roll < 0.1)
        append({ kind: 'ConnectionChanged', at, state: random() < 0.5 ? 'disconnected' : 'connected', attempt: 1 });
      // Some frames are broken on purpose: rejections must replay the same way.
      else
        append({
          kind: 'FrameReceived',
          at,
          topic: sample.topic,
          event: sample.event,
          payload: roll < 0.15 ? asJson(mutate(sample.payload, random)) : sample.payload,
        });
      // Live, frames arrive in bursts between turns of the event loop.
      if (random() < 0.1) await new Promise((resolve) => setImmediate(resolve));
    }
    store.flush();
    writer.flush();
    const file = path.join(dir, 'live.ndjson');
    writeFileSync(file, text);
    const replayed = await replayRecording(file);
    expect(replayed.lastSeq).to.equal(log.lastSeq);
    expect(replayed.state).to.deep.equal(store.state);
    expect(store.state.frames.rejected).to.be.greaterThan(0);
    subscription.unsubscribe();
    store.dispose();
    log.dispose();
  });
});
