import { expect } from 'chai';
import { waitForMatch } from '../server/records/catalogue-check';
import { join, waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

type Item = Record<string, unknown> & { id: number; uuid: string };
const dataOf = (reply: Reply): Item => (reply.response as { data: Item }).data;

describe('studio server: instances (spec 2 §6, spec 3 §2.3, §5, §7)', () => {
  const { socket, joinOk, pushOn, framesSeen, frameErrors } = useStudioFixture({ types: ['root', 'admin', 'user'] });
  const channel = async (name: string): Promise<Item> => {
    const reply = await pushOn('admin', 'channels:create', 'save', {
      channel: { name, title: name, type: 'input', state: 'active', meta: {} },
      channel_groups: [],
    });
    return dataOf(reply);
  };

  let first: Item;
  let second: Item;
  let instance: Item;

  before(async () => {
    first = await channel('inst_cam_a');
    second = await channel('inst_cam_b');
  });

  it('an admin creates an instance; instances:all hears update {instance}; an empty token gets one', async () => {
    const list = await joinOk('user', 'instances:all');
    await waitFor(list, 'init');
    const reply = await pushOn('admin', 'instances:create', 'save', {
      instance: {
        title: ' Backpack 99 ',
        type: 'input',
        token: '',
        meta: { channel: first.uuid, ip: '10.0.0.9', events: ['e1'] },
      },
    });
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    instance = dataOf(reply);
    expect(instance).to.deep.include({ title: 'Backpack 99', type: 'input', state: 'active' });
    expect(instance.token).to.match(/^[0-9a-f]{32}$/);
    const update = await waitForMatch(
      list,
      'update',
      (payload) => (payload as { instance: Item }).instance.id === instance.id,
    );
    // A console user who is not an administrator hears everything but the token (docs/protocol.md "Security").
    expect((update as { instance: Item }).instance).to.deep.equal({ ...instance, token: '' });
    list.channel.leave();
  });

  it('instances:{id} sends init {instance}; instance pages are admin-level (spec 3 §6)', async () => {
    const editor = await joinOk('admin', `instances:${instance.id}`);
    expect(await waitFor(editor, 'init')).to.deep.equal([{ instance }]);
    editor.channel.leave();
    expect((await join(socket('user'), `instances:${instance.id}`)).reply.response).to.deep.equal({
      reason: 'unauthorized',
    });
    expect((await join(socket('user'), 'instances:create')).reply.response).to.deep.equal({ reason: 'unauthorized' });
    expect((await join(socket('admin'), 'instances:999999')).reply.response).to.deep.equal({ reason: 'not_found' });
  });

  it("changing the channel moves the instance: the old channel's events no longer apply, the token stays (spec 3 §5)", async () => {
    const reply = await pushOn('admin', `instances:${instance.id}`, 'save', {
      instance: {
        title: 'Backpack 99',
        type: 'input',
        token: '',
        meta: { channel: second.uuid, ip: '10.0.0.9', events: ['e1'] },
      },
    });
    expect(dataOf(reply)).to.deep.include({
      token: instance.token,
      meta: { channel: second.uuid, ip: '10.0.0.9', events: [] },
    });
    const unknown = await pushOn('admin', `instances:${instance.id}`, 'save', {
      instance: { title: 'B', type: 'input', token: 't', meta: { channel: 'nope' } },
    });
    expect((unknown.response as { errors: { path: string }[] }).errors[0]?.path).to.equal('instance.meta.channel');
    const untitled = await pushOn('admin', 'instances:create', 'save', {
      instance: { title: ' ', type: 'input', token: 't', meta: {} },
    });
    expect((untitled.response as { errors: { path: string }[] }).errors[0]?.path).to.equal('instance.title');
  });

  it('"Root or developer may Remove an instance" (spec 2 §6): admin refused, root removes it and instances:all sends delete {id}', async () => {
    expect(await pushOn('admin', `instances:${instance.id}`, 'delete', { instance_id: instance.id })).to.deep.equal({
      status: 'error',
      response: { reason: 'unauthorized' },
    });
    const mismatch = await pushOn('root', `instances:${instance.id}`, 'delete', { instance_id: instance.id + 1 });
    expect(mismatch.response).to.deep.include({ reason: 'invalid' });
    const list = await joinOk('user', 'instances:all');
    await waitFor(list, 'init');
    const removed = await pushOn('root', `instances:${instance.id}`, 'delete', { instance_id: instance.id });
    expect(removed.status).to.equal('ok');
    expect(
      await waitForMatch(list, 'delete', (payload) => (payload as { id: number }).id === instance.id),
    ).to.deep.equal({ id: instance.id });
    list.channel.leave();
    expect((await join(socket('admin'), `instances:${instance.id}`)).reply.response).to.deep.equal({
      reason: 'not_found',
    });
  });

  it('every frame the server sent decodes with the console catalogue', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = framesSeen();
    expect([...seen]).to.include.members([
      'instances:all init',
      'instances:all update',
      'instances:all delete',
      'instances:{id} init',
    ]);
    expect(frameErrors()).to.deep.equal([]);
  });
});
