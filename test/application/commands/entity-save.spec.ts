import { expect } from 'chai';
import { pushEntitySave } from '../../../src/application/commands';
import type { CommandPort, CommandResult } from '../../../src/application/ports';
import { defineCommands, takes, type EmptyArgs } from '../../../src/domain/commands';

// pushEntitySave picks the editor topic from the record's key and journals the mode (issue 30 §3).
const saves = defineCommands('entity-save-spec', {
  group: takes<EmptyArgs>('groups.save'),
  runningOrder: takes<EmptyArgs>('running_orders.save'),
  tag: takes<EmptyArgs>('tags.save'),
});

const recording = () => {
  const sent: unknown[] = [];
  const port = {
    push: (command: unknown) => {
      sent.push(command);
      return Promise.resolve({ id: 'c-1', outcome: 'ok', reply: { data: { id: 7 } } } as CommandResult<never>);
    },
  } as unknown as CommandPort;
  return { sent, port };
};

describe('application/commands: pushEntitySave', () => {
  it('saves a new record on the kind’s …:create, journaling the payload with mode create', async () => {
    const { sent, port } = recording();
    await pushEntitySave(port, {
      kind: 'group',
      key: undefined,
      name: saves.group,
      payload: { group: { name: 'A', state: 'active' } },
      target: 'group:new',
    });
    expect(sent).to.deep.equal([
      {
        name: saves.group,
        target: 'group:new',
        payload: { group: { name: 'A', state: 'active' } },
        pattern: 'groups:create',
        push: 'save',
        args: { group: { name: 'A', state: 'active' }, mode: 'create' },
      },
    ]);
  });

  it('saves a stored record on …:{id} or …:{uuid} with its key, and journals the given args instead', async () => {
    const { sent, port } = recording();
    await pushEntitySave(port, {
      kind: 'runningOrder',
      key: 3,
      name: saves.runningOrder,
      payload: { running_order: { id: 3, name: 'B', items: [] } },
      args: { name: 'B' },
    });
    await pushEntitySave(port, {
      kind: 'tag',
      key: 't-1',
      name: saves.tag,
      payload: { tag: { uuid: 't-1', event_uuid: 'e-1', stream_time: 0, state: 'active', meta: {} } },
    });
    expect(sent[0]).to.include({ pattern: 'running_orders:{id}', push: 'save' });
    expect(sent[0]).to.have.deep.property('params', { id: '3' });
    expect(sent[0]).to.have.deep.property('args', { name: 'B', mode: 'update' });
    expect(sent[1]).to.include({ pattern: 'events:tag:{uuid}' });
    expect(sent[1]).to.have.deep.property('params', { uuid: 't-1' });
  });
});
