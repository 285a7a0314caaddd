import { expect } from 'chai';
import { Client } from 'pg';
import { push } from '../support/phoenix-client';
import { startTestServer, type TestServer } from '../support/studio';
import type { ServerProcess } from '../support/server-process';
import { withStudioProcesses } from '../support/studio-processes';
import { closeConsoles, demoName, openConsoles } from './consoles';
import { destinationFor, fiftyBookings, twentyStaleSaves, twentyTakes, type RaceSetup } from './races';
import { dataOf, type Item } from './versioned-kinds';

// Issue 32 §3 (docs/protocol/one-truth.md): no destination is double-booked and no device unit taken twice without
// the operator knowing — with PGlite, and with PostgreSQL behind two studio-server processes.

const at = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

describe('one truth: bookings and takes, PGlite (issue 32 §3)', function () {
  this.timeout(180_000);
  let studio: TestServer;
  let setup: RaceSetup;
  before(async () => {
    studio = await startTestServer();
    const target = { url: studio.url, socketUrl: studio.socketUrl };
    setup = {
      targets: [target],
      prefix: 'pglite',
      count: async (sql, params) =>
        Number(
          (await studio.server.services.store.db.read.query<{ count: number | string }>(sql, [...params])).rows[0]
            ?.count,
        ),
    };
  });
  after(async () => studio?.close());

  it('fifty concurrent overlapping creates on one destination, no consent: one is stored, 49 name it', async () => {
    await fiftyBookings(setup);
  });

  it('twenty concurrent takes of one unit: one holder, the others are told who', async () => {
    await twentyTakes(setup);
  });

  it("consent ('Schedule it overlapping') stores the overlap and the audit row keeps it; a move into another's window is refused, a title edit is not", async () => {
    const channel = await destinationFor(setup, 'consent');
    const [desk] = await openConsoles(setup.targets, ['admin'], 'events:create');
    if (!desk) throw new Error('no console');
    const event = (start: number, title: string): Record<string, unknown> => ({
      cached_start_time: start,
      cached_end_time: start + 3600,
      channel_id: channel.id,
      title,
      subtitle: 'Consent',
      event_group: { channel_id: channel.id, system_meta: { signal_type: 'srt' } },
    });
    try {
      const first = dataOf(
        await push(desk.joined.channel, 'save', { event: event(at('2032-05-01T18:00:00Z'), 'First') }),
      );
      const refused = await push(desk.joined.channel, 'save', { event: event(at('2032-05-01T18:30:00Z'), 'Second') });
      expect((refused.response as { reason: string }).reason).to.equal('overlap');
      // Half-open windows: starting when the first ends is no overlap.
      const after = dataOf(
        await push(desk.joined.channel, 'save', { event: event(at('2032-05-01T19:00:00Z'), 'Next') }),
      );
      const consented = dataOf(
        await push(desk.joined.channel, 'save', {
          event: event(at('2032-05-01T18:30:00Z'), 'Second'),
          overlap_consent: true,
        }),
      );
      expect(consented.title).to.equal('Second');
      const audited = async (): Promise<unknown> => {
        const rows = await studio.server.services.store.audit.latest(50);
        return rows.find(
          (row) =>
            row.topic === 'events:create' && row.outcome === 'ok' && JSON.stringify(row.payload).includes('"Second"'),
        )?.payload;
      };
      let payload: unknown;
      for (const deadline = Date.now() + 10_000; payload === undefined && Date.now() < deadline;)
        payload = (await audited()) ?? (await new Promise((resolve) => setTimeout(resolve, 100)));
      expect(payload).to.deep.include({ overlap_consent: true });

      const [editor] = await openConsoles(setup.targets, ['admin'], `events:${after.uuid}`);
      if (!editor) throw new Error('no console');
      try {
        const moved = await push(editor.joined.channel, 'save', {
          event: event(at('2032-05-01T18:45:00Z'), 'Next'),
          update: true,
          version: after.version,
        });
        expect((moved.response as { collides_with: { uuid: string } }).collides_with.uuid).to.equal(first.uuid);
      } finally {
        await closeConsoles([editor]);
      }
      const [second] = await openConsoles(setup.targets, ['admin'], `events:${consented.uuid}`);
      if (!second) throw new Error('no console');
      try {
        const renamed = await push(second.joined.channel, 'save', {
          event: event(at('2032-05-01T18:30:00Z'), 'Second (renamed)'),
          update: true,
          version: consented.version,
        });
        expect(dataOf(renamed).title, 'the booking did not move: no consent asked again').to.equal('Second (renamed)');
      } finally {
        await closeConsoles([second]);
      }
    } finally {
      await closeConsoles([desk]);
    }
  });

  it('the drum still gives out other units; a released unit can be taken again, by its new holder', async () => {
    const [desk] = await openConsoles(setup.targets, ['device_admin'], 'devices:create');
    const [other] = await openConsoles(setup.targets, ['root'], 'devices:create');
    if (!desk || !other) throw new Error('no console');
    const device = (identifier: string): Record<string, unknown> => ({
      identifier,
      type: 'cable',
      form_data: { length_m: 10 },
      sub_device_list: [],
      instance_list: [],
      meta: {},
    });
    try {
      const drum = dataOf(await push(desk.joined.channel, 'save', { device: device('ONE-DRUM') }));
      const unit = dataOf(
        await push(desk.joined.channel, 'save', { device: device('ONE-DRUM-1'), parent_id: drum.id }),
      );
      const held = await push(other.joined.channel, 'save', { device: device('ONE-DRUM-1'), parent_id: drum.id });
      expect(held.response).to.deep.include({ reason: 'taken', held_by: demoName('device_admin') });
      expect(
        dataOf(await push(other.joined.channel, 'save', { device: device('ONE-DRUM-2'), parent_id: drum.id }))
          .identifier,
      ).to.equal('ONE-DRUM-2');
      // Another device's identifier is no unit of this drum: invalid, as for any new device.
      const clash = await push(other.joined.channel, 'save', { device: device('ONE-DRUM'), parent_id: drum.id });
      expect(clash.response).to.deep.include({ reason: 'invalid' });
      const [editor] = await openConsoles(setup.targets, ['device_admin'], `devices:${unit.id}`);
      if (!editor) throw new Error('no console');
      try {
        expect((await push(editor.joined.channel, 'release', { id: unit.id })).status).to.equal('ok');
      } finally {
        await closeConsoles([editor]);
      }
      const again = dataOf(
        await push(other.joined.channel, 'save', { device: device('ONE-DRUM-1'), parent_id: drum.id }),
      );
      const retake = await push(desk.joined.channel, 'save', { device: device('ONE-DRUM-1'), parent_id: drum.id });
      expect(retake.response).to.deep.include({ reason: 'taken', held_by: demoName('root') });
      expect((retake.response as { device: Item }).device.id).to.equal(again.id);
    } finally {
      await closeConsoles([desk, other]);
    }
  });
});

describe('one truth: bookings, takes and saves across two processes on one PostgreSQL (issue 32 §2–§3)', function () {
  this.timeout(240_000);
  let client: Client | undefined;
  let setup: RaceSetup;
  // Registered before the processes' and the cluster's own `after`, so the reader ends before the server stops.
  after(async () => {
    await client?.end();
  });
  const cluster = withStudioProcesses(2, 'one_truth');
  before(async () => {
    const { databaseUrl, servers } = cluster();
    const [a, b] = servers as [ServerProcess, ServerProcess];
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const reader = client;
    setup = {
      // Consoles alternate between the two processes: every race is decided across them.
      targets: [a, b].map((server) => ({ url: server.url, socketUrl: server.socketUrl })),
      prefix: 'cluster',
      count: async (sql, params) => Number((await reader.query<{ count: string }>(sql, [...params])).rows[0]?.count),
    };
  });

  it('fifty concurrent overlapping creates, half on each process: one is stored, 49 name it', async () => {
    await fiftyBookings(setup);
  });

  it('twenty concurrent takes of one unit, half on each process: one holder', async () => {
    await twentyTakes(setup);
  });

  it('twenty saves based on one version, half on each process: one stored, nineteen stale', async () => {
    await twentyStaleSaves(setup);
  });
});
