import { expect } from 'chai';
import {
  ProcessCommands,
  ProcessKeeper,
  processesModule,
  processesStorageKey,
} from '../../../src/application/processes';
import type { Process } from '../../../src/domain/processes';
import { createHarness, settle, startOfTest } from '../console-harness';

const day = 24 * 3600 * 1000;

const stored = (uuid: string, ageMs: number, eventUuid = `event-${uuid}`): Process => ({
  uuid,
  created_at: startOfTest - ageMs,
  status: 'new',
  type: 'clip',
  description: `Re-creating clip ${uuid}`,
  meta: { uuids: [`clip-${uuid}`], event_uuid: eventUuid },
});

const setup = () => {
  const harness = createHarness();
  harness.container.load(processesModule);
  return { ...harness, keeper: harness.container.get(ProcessKeeper), commands: harness.container.get(ProcessCommands) };
};

describe('ProcessKeeper: processes kept in local storage 7 days (spec 1 §2.6, §4, §9)', () => {
  it('restores the stored list at start through processes.restore, dropping processes older than 7 days, and writes back the result', async () => {
    const harness = setup();
    harness.storage.set(processesStorageKey, [
      stored('fresh', day),
      stored('week-old', 7 * day + 1),
      { uuid: 'broken' },
    ]);
    harness.keeper.start();
    const state = await harness.until((root) => root.processes.order.length > 0);
    expect(state.processes.order).to.deep.equal(['fresh']);
    expect(harness.commandNames()).to.deep.equal(['processes.restore']);
    await settle();
    expect((harness.storage.get(processesStorageKey) as Process[]).map((process) => process.uuid)).to.deep.equal([
      'fresh',
    ]);
    harness.keeper.stop();
    harness.dispose();
  });

  it('writes the list whenever it changes, and clears the key when the last process is removed', async () => {
    const harness = setup();
    harness.keeper.start();
    await harness.commands.regenerateClip({ uuid: 'c-1', eventUuid: 'e-1', title: 'goal' });
    await harness.until((root) => root.processes.order.length === 1);
    await settle();
    expect(harness.storage.get(processesStorageKey)).to.deep.equal([
      {
        uuid: 'id-1',
        created_at: startOfTest,
        status: 'new',
        type: 'clip',
        description: 'Re-creating clip goal',
        meta: { uuids: ['c-1'], event_uuid: 'e-1' },
      },
    ]);
    harness.commands.remove('id-1');
    await harness.until((root) => root.processes.order.length === 0);
    await settle();
    expect(harness.storage.has(processesStorageKey)).to.equal(false);
    harness.keeper.stop();
    harness.dispose();
  });

  it('clears a stored value with nothing worth restoring and issues no command', async () => {
    const harness = setup();
    harness.storage.set(processesStorageKey, [stored('old', 8 * day)]);
    harness.keeper.start();
    await settle();
    expect(harness.commandNames()).to.deep.equal([]);
    expect(harness.storage.has(processesStorageKey)).to.equal(false);
    harness.keeper.stop();
    harness.dispose();
  });

  it("holds each process's events:clips:{event}, so its status can follow the clips, until it stops", async () => {
    const harness = setup();
    harness.storage.set(processesStorageKey, [
      stored('a', day, 'event-1'),
      stored('b', day, 'event-1'),
      stored('c', day, 'event-2'),
    ]);
    harness.keeper.start();
    await harness.until((root) => root.processes.order.length === 3);
    expect(
      harness.socket.join
        .getCalls()
        .map((call) => call.args[0])
        .sort(),
    ).to.deep.equal(['events:clips:event-1', 'events:clips:event-2']);
    harness.keeper.stop();
    expect(
      harness.socket.leave
        .getCalls()
        .map((call) => call.args[0])
        .sort(),
    ).to.deep.equal(['events:clips:event-1', 'events:clips:event-2']);
    harness.dispose();
  });
});
