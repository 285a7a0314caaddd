import { expect } from 'chai';
import type { InstanceKey } from '../../server/seed/demo-instances';
import { seededInstanceId } from './support/seeded-instances';
import {
  inboundErrors,
  pausedSimulation,
  replyErrors,
  Ticker,
  type Followed,
} from '../server/simulation/live-test-kit';
import { join, push, waitFor, type Joined, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

interface Status {
  streamer_messages?: { timestamp: number; text: string }[];
  external_device?: {
    routing?: { out_id: number; in_id: number }[];
    last_command?: { command: string; args: object; timestamp: number; outcome: string; message: string };
  };
}
interface AuditRow {
  account_email: string;
  topic: string;
  event: string;
  payload: unknown;
  outcome: string;
  reason: string | null;
}

describe('studio server: a message to a streamer and a command to an external device (spec 1 §7.2 control instance)', () => {
  let ticker: Ticker;
  const ids = {} as Record<InstanceKey, number>;
  const statuses: Record<number, Followed> = {};
  const controls: Record<string, Joined> = {};
  let audit: Joined;
  const { studio, socket } = useStudioFixture({
    types: ['admin', 'user', 'group_admin'],
    started: ({ server }) => {
      ticker = new Ticker(pausedSimulation(server));
    },
  });

  before(async () => {
    for (const key of ['backpack_07', 'videohub', 'pdu'] as const) {
      ids[key] = await seededInstanceId(studio, key);
    }
    for (const key of ['backpack_07', 'videohub'] as const)
      statuses[ids[key]] = await ticker.follow(
        await join(socket('admin'), `instances:status:${ids[key]}`, ['status']),
        'status',
      );
    for (const type of ['admin', 'user', 'group_admin']) controls[type] = await join(socket(type), 'control', []);
    audit = await join(socket('admin'), 'audit:all', ['init', 'append']);
    await waitFor(audit, 'init');
  });

  const send = async (type: string, payload: Record<string, unknown>): Promise<Reply> => {
    const reply = await push((controls[type] as Joined).channel, 'instance', payload);
    if (reply.status === 'ok') expect(replyErrors('control', 'instance', reply.response)).to.deep.equal([]);
    return reply;
  };
  const status = async (key: InstanceKey): Promise<Status> => {
    await ticker.advance(1000);
    const frame = await ticker.frame<Status>(statuses[ids[key]] as Followed);
    expect(inboundErrors('instances:status:{id}', 'status', frame)).to.deep.equal([]);
    return frame;
  };
  /** The audit rows appended since the last call (the trail appends one per handled push). */
  let auditSeen = 0;
  const newAuditRows = async (count: number): Promise<AuditRow[]> => {
    const rows = (await waitFor(audit, 'append', auditSeen + count)) as AuditRow[];
    const fresh = rows.slice(auditSeen);
    auditSeen = rows.length;
    return fresh;
  };

  it('a streamer keeps the messages it received in its status; a blank or overlong message is refused', async () => {
    const instance = ids.backpack_07;
    const sent = await send('admin', { type: 'streamer', instance, message: '  Go live in 5  ' });
    expect(sent).to.deep.equal({ status: 'ok', response: { message: 'Message received by the streamer' } });
    const messages = (await status('backpack_07')).streamer_messages ?? [];
    expect(messages.map((message) => message.text)).to.deep.equal(['Go live in 5']);
    expect(messages[0]?.timestamp).to.be.a('number');
    expect((await send('admin', { type: 'streamer', instance, message: '   ' })).response).to.include({
      reason: 'invalid',
    });
    expect((await send('admin', { type: 'streamer', instance, message: 'x'.repeat(501) })).response).to.include({
      reason: 'invalid',
    });
    expect((await status('backpack_07')).streamer_messages).to.have.length(1);
    const rows = await newAuditRows(3);
    expect(rows[0]).to.deep.include({ account_email: 'admin@demo.local', topic: 'control', event: 'instance' });
    expect(rows[0]?.payload).to.deep.include({ type: 'streamer', message: '  Go live in 5  ' });
    expect(rows.map((row) => [row.outcome, row.reason])).to.deep.equal([
      ['ok', null],
      ['error', 'invalid'],
      ['error', 'invalid'],
    ]);
  });

  it('a stopped streamer cannot take a message, and says so', async () => {
    const instance = ids.backpack_07;
    expect((await send('admin', { type: 'stop_streamer', instance })).status).to.equal('ok');
    expect((await send('admin', { type: 'streamer', instance, message: 'Anyone there?' })).response).to.deep.equal({
      reason: 'streamer_not_running',
    });
    expect((await send('admin', { type: 'start_streamer', instance })).status).to.equal('ok');
    await status('backpack_07');
    await status('backpack_07');
    expect((await send('admin', { type: 'streamer', instance, message: 'Back' })).status).to.equal('ok');
    const texts = ((await status('backpack_07')).streamer_messages ?? []).map((message) => message.text);
    expect(texts).to.deep.equal(['Go live in 5', 'Back']);
    await newAuditRows(4);
  });

  it('an external device carries out the command and shows it as its last command, refusals included', async () => {
    const instance = ids.videohub;
    const sent = await send('admin', {
      type: 'send_command_to_external_device',
      instance,
      command: 'change-route',
      args: { in_id: 4, out_id: 2 },
    });
    expect(sent.status).to.equal('ok');
    const routed = await status('videohub');
    expect(routed.external_device?.routing).to.deep.include({ out_id: 2, in_id: 4 });
    expect(routed.external_device?.last_command).to.deep.include({
      command: 'change-route',
      args: { in_id: 4, out_id: 2 },
      outcome: 'ok',
      message: 'Output 2 Encoder A now shows input 4 Replay',
    });
    const unknown = { type: 'send_command_to_external_device', instance, command: 'explode', args: {} };
    expect((await send('admin', unknown)).response).to.include({ reason: 'unknown_command' });
    expect((await status('videohub')).external_device?.last_command).to.deep.include({
      command: 'explode',
      outcome: 'refused',
      message: 'unknown_command: explode',
    });
    const rows = await newAuditRows(2);
    expect(rows[0]?.payload).to.deep.include({ type: 'send_command_to_external_device', command: 'change-route' });
    expect(rows.map((row) => row.outcome)).to.deep.equal(['ok', 'error']);
  });

  it('the device topic’s own change-route is recorded as the last command too', async () => {
    const device = await join(socket('admin'), `instances:${ids.videohub}`, []);
    expect((await push(device.channel, 'change-route', { in_id: 5, out_id: 1 })).status).to.equal('ok');
    expect((await status('videohub')).external_device?.last_command).to.deep.include({
      command: 'change-route',
      args: { in_id: 5, out_id: 1 },
      message: 'Output 1 PGM now shows input 5 Graphics',
    });
    device.channel.leave();
    await newAuditRows(1);
  });

  it('refuses both to accounts without the right (instanceCommandRights: administrators), changes nothing and audits the refusal', async () => {
    for (const type of ['user', 'group_admin']) {
      expect(await send(type, { type: 'streamer', instance: ids.backpack_07, message: 'Hi' })).to.deep.equal({
        status: 'error',
        response: { reason: 'unauthorized', detail: 'instance_command' },
      });
      expect(
        await send(type, {
          type: 'send_command_to_external_device',
          instance: ids.pdu,
          command: 'reset-device',
          args: { device: 1 },
        }),
      ).to.deep.equal({ status: 'error', response: { reason: 'unauthorized', detail: 'instance_command' } });
    }
    expect(((await status('backpack_07')).streamer_messages ?? []).map((message) => message.text)).to.deep.equal([
      'Go live in 5',
      'Back',
    ]);
    expect((await status('videohub')).external_device?.last_command?.args).to.deep.equal({ in_id: 5, out_id: 1 });
    const rows = await newAuditRows(4);
    expect(rows.map((row) => [row.account_email, row.outcome, row.reason])).to.deep.equal([
      ['user@demo.local', 'error', 'unauthorized'],
      ['user@demo.local', 'error', 'unauthorized'],
      ['group_admin@demo.local', 'error', 'unauthorized'],
      ['group_admin@demo.local', 'error', 'unauthorized'],
    ]);
  });
});
