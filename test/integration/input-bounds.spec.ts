import { expect } from 'chai';
import { join, push, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

// Issue 28 "Validation": names of groups and running orders, and the maintenance window, are refused at the
// server with a path error naming the field (docs/protocol/groups.md, running-orders.md, maintenance.md).

const pathOf = (reply: Reply): string | undefined =>
  (reply.response as { errors?: { path: string }[] }).errors?.[0]?.path;

describe('studio server: names and maintenance windows are bounded (issue 28)', () => {
  const { socket, studio } = useStudioFixture({ types: ['admin', 'root'] });
  const documents = () => studio.server.services.store.documents;
  const save = async (topic: string, payload: object): Promise<Reply> => {
    const editor = await join(socket('admin'), topic, []);
    const reply = await push(editor.channel, 'save', payload);
    editor.channel.leave();
    return reply;
  };
  const expectInvalid = (reply: Reply, path: string): void => {
    expect(reply.status, JSON.stringify(reply.response)).to.equal('error');
    expect(reply.response).to.deep.include({ reason: 'invalid' });
    expect(pathOf(reply)).to.equal(path);
  };

  it('a group name must be 1 to 200 characters and unlike any other group’s', async () => {
    const group = (name: string) => ({ group: { name, state: 'active' } });
    const before = (await documents().groups.list()).length;
    expectInvalid(await save('groups:create', group('')), 'group.name');
    expectInvalid(await save('groups:create', group('   ')), 'group.name');
    expectInvalid(await save('groups:create', group('x'.repeat(100_000))), 'group.name');
    expectInvalid(await save('groups:create', group('x'.repeat(201))), 'group.name');
    expectInvalid(await save('groups:create', group('Hockey production')), 'group.name');
    expectInvalid(await save('groups:create', group('  hockey PRODUCTION ')), 'group.name');
    expect(await documents().groups.list()).to.have.length(before);
    const created = await save('groups:create', group(`  ${'g'.repeat(199)} `));
    expect(created.status, JSON.stringify(created.response)).to.equal('ok');
    const saved = (created.response as { data: { id: number; name: string } }).data;
    expect(saved.name).to.equal('g'.repeat(199));
    // Saving a group under its own name is no duplicate; taking another's name on an edit is.
    expect((await save(`groups:${saved.id}`, group(saved.name))).status).to.equal('ok');
    expectInvalid(await save(`groups:${saved.id}`, group('Demo studio')), 'group.name');
  });

  it('a running order name must be 1 to 200 characters and unlike any other running order’s', async () => {
    const order = (name: string) => ({ running_order: { name, items: [] } });
    const first = await save('running_orders:create', order('Evening show'));
    expect(first.status, JSON.stringify(first.response)).to.equal('ok');
    const before = (await documents().running_orders.list()).length;
    expectInvalid(await save('running_orders:create', order('')), 'running_order.name');
    expectInvalid(await save('running_orders:create', order('y'.repeat(100_000))), 'running_order.name');
    expectInvalid(await save('running_orders:create', order('evening SHOW')), 'running_order.name');
    expect(await documents().running_orders.list()).to.have.length(before);
    const id = (first.response as { data: { id: number } }).data.id;
    expect((await save(`running_orders:${id}`, order('Evening show'))).status).to.equal('ok');
  });

  it('a maintenance start lies between a day ago and a year ahead, and lasts at most 30 days', async () => {
    const control = await join(socket('root'), 'control', []);
    const now = Math.floor(Date.now() / 1000);
    const start = (start_time: number, end_time: number) =>
      push(control.channel, 'maintenance', { type: 'start', start_time, end_time, message: 'Upgrade' });
    expectInvalid(await start(1e15, 1e15 + 3600), 'start_time');
    expectInvalid(await start(now + 367 * 86_400, now + 367 * 86_400 + 60), 'start_time');
    expectInvalid(await start(now - 2 * 86_400, now + 3600), 'start_time');
    expectInvalid(await start(now + 60, now + 31 * 86_400 + 60), 'end_time');
    expectInvalid(await start(now + 60, Number.MAX_SAFE_INTEGER), 'end_time');
    const info = await (await fetch(`${studio.url}/api/v1/maintenance.json`)).json();
    expect(info).to.deep.equal({ running: false });
    // A window next month for a day is accepted (and ended again, so logins stay open for the other specs).
    expect((await start(now + 30 * 86_400, now + 31 * 86_400)).status).to.equal('ok');
    expect((await push(control.channel, 'maintenance', { type: 'end' })).status).to.equal('ok');
    control.channel.leave();
  });
});
