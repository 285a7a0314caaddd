import { expect } from 'chai';
import fc from 'fast-check';
import WebSocket from 'ws';
import { pausedSimulation } from '../server/simulation/live-test-kit';
import { connect, protocolVersion } from './support/phoenix-client';
import { openRaw, replyTo, socketAddress, type RawSocket } from './support/raw-socket';
import { useStudioFixture } from './support/studio-fixture';
import type { TestServer } from './support/studio';

// Issue 19 §4: malformed frames from a client — wrong arity, wrong element types, huge payloads, deep nesting,
// payloads of the wrong type for real pushes — are answered (never internal_error) or, past the 1 MiB frame
// limit, end that one socket; the server stays up and its data does not change. Bounded: a few hundred frames.

/** Real pushes of an administrator's console, with a valid payload each (what the fuzz breaks). */
const pushes = (uuid: string): { topic: string; event: string; payload: Record<string, unknown> }[] => [
  { topic: 'events:all', event: 'filter', payload: { daterange: { start: 1, end: 2 }, states: ['active'] } },
  { topic: `events:${uuid}`, event: 'toggle_todo', payload: { active: true, status: 'watch' } },
  { topic: 'audit:all', event: 'older', payload: { before_id: 100, limit: 5 } },
  {
    topic: 'accounts:create',
    event: 'save',
    payload: {
      account: {
        email: 'fuzz@x.test',
        type: 'user',
        state: 'active',
        groups: [],
        name: 'Fuzz',
        password: 'secret12',
        password_confirm: 'secret12',
      },
    },
  },
  { topic: 'cms:list_type:create', event: 'save', payload: { list_type: { name: 'teams', fields: [] } } },
];

/** Every path to a value in a payload (objects and arrays included), the payload itself first. */
const paths = (value: unknown, path: (string | number)[] = []): (string | number)[][] => {
  if (typeof value !== 'object' || value === null) return [path];
  return [
    path,
    ...Object.entries(value).flatMap(([key, item]) => paths(item, [...path, Array.isArray(value) ? Number(key) : key])),
  ];
};

/** A value whose JSON type differs from `value`'s (never null: the wire's null means "absent"). */
const otherType = (value: unknown): fc.Arbitrary<unknown> => {
  const kinds: fc.Arbitrary<unknown>[] = [];
  if (typeof value !== 'string') kinds.push(fc.string({ maxLength: 12 }));
  if (typeof value !== 'number') kinds.push(fc.integer());
  if (typeof value !== 'boolean') kinds.push(fc.boolean());
  if (!Array.isArray(value)) kinds.push(fc.array(fc.integer(), { maxLength: 3 }));
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    kinds.push(fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }));
  return fc.oneof(...kinds);
};

const withValue = (payload: unknown, path: (string | number)[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const copy = structuredClone(payload) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = value;
  return copy;
};

/** Every stored row of the tables a refused push could have touched. */
const snapshot = async (studio: TestServer): Promise<string> => {
  const { db } = studio.server.services.store;
  const tables = ['accounts', 'account_credentials', 'settings', 'events', 'event_groups', 'cms_list_types'];
  const rows = await Promise.all(
    tables.map(async (table) => (await db.read.query(`select * from ${table} order by 1`)).rows),
  );
  return JSON.stringify(rows);
};

const nested = (levels: number, open: string, close: string, leaf = '1'): string =>
  `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;

describe('studio server: malformed frames leave it alive and its data unchanged (issue 19)', () => {
  const fixture = useStudioFixture({ types: ['admin'], started: ({ server }) => void pausedSimulation(server) });
  let raw: RawSocket;
  let samples: ReturnType<typeof pushes>;
  let ref = 0;
  let unchanged: string;

  const answer = async (text: string, id: string): Promise<{ status: string; response: { reason?: string } }> => {
    raw.sendText(text);
    return (await raw.next(replyTo(id), 10_000))[4] as { status: string; response: { reason?: string } };
  };

  before(async () => {
    const [event] = await fixture.studio.server.services.store.documents.events.list();
    samples = pushes(String(event?.uuid));
    raw = await openRaw(fixture.studio.socketUrl, fixture.token('admin'));
    for (const topic of new Set(samples.map((sample) => sample.topic))) {
      raw.send([`j-${topic}`, `j-${topic}`, topic, 'phx_join', {}]);
      expect((await raw.next(replyTo(`j-${topic}`)))[4].status, topic).to.equal('ok');
    }
    unchanged = await snapshot(fixture.studio);
  });
  after(() => raw.close());

  it('answers payloads of the wrong type at every position of real pushes with an error, never internal_error', async function () {
    this.timeout(60_000);
    const cases = fc
      .constantFrom(...samples)
      .chain((sample) =>
        fc
          .constantFrom(...paths(sample.payload))
          .chain((path) =>
            otherType(
              path.reduce<unknown>((value, step) => (value as Record<string, unknown>)[step], sample.payload),
            ).map((value) => ({ sample, path, payload: withValue(sample.payload, path, value) })),
          ),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ({ sample, path, payload }) => {
        const id = `t-${(ref += 1)}`;
        const reply = await answer(JSON.stringify([`j-${sample.topic}`, id, sample.topic, sample.event, payload]), id);
        const where = `${sample.topic} ${sample.event} ${path.join('.')} = ${JSON.stringify(payload)}`;
        expect(reply.status, where).to.equal('error');
        expect(reply.response.reason, where).to.be.oneOf(['invalid', 'unauthorized']);
      }),
      { numRuns: 150, seed: 1909 },
    );
  });

  it('answers wrong arity, wrong element types, deep nesting and near-limit payloads; the socket keeps working', async function () {
    this.timeout(60_000);
    // [null, ref, …rest] with any number of elements but five.
    const arity = fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 7 }).filter((rest) => rest.length !== 3);
    await fc.assert(
      fc.asyncProperty(arity, async (parts) => {
        const id = `a-${(ref += 1)}`;
        const reply = await answer(JSON.stringify([null, id, ...parts]), id);
        expect(reply).to.deep.include({ status: 'error' });
        expect(reply.response.reason).to.equal('malformed_frame');
      }),
      { numRuns: 60, seed: 7 },
    );
    const elementTypes = fc.tuple(
      fc.oneof(fc.integer(), fc.boolean(), fc.constant({})),
      fc.oneof(fc.integer(), fc.constant([]), fc.constant(''), fc.string({ maxLength: 600 })),
    );
    await fc.assert(
      fc.asyncProperty(elementTypes, async ([topic, event]) => {
        const id = `e-${(ref += 1)}`;
        const reply = await answer(JSON.stringify([null, id, topic, event, {}]), id);
        expect(reply.response.reason).to.equal('malformed_frame');
      }),
      { numRuns: 40, seed: 11 },
    );
    const push = samples[0] as ReturnType<typeof pushes>[number];
    const frameWith = (id: string, payloadText: string): string =>
      `["j-${push.topic}","${id}","${push.topic}","${push.event}",${payloadText}]`;
    // Nesting far past any payload's shape, as objects and as arrays, in the payload and at the top.
    for (const [open, close] of [
      ['{"a":', '}'],
      ['[', ']'],
    ] as const)
      for (const levels of [64, 5_000, 100_000]) {
        const id = `n-${(ref += 1)}`;
        const reply = await answer(frameWith(id, nested(levels, open, close)), id);
        expect(reply.response.reason, `${levels} levels of ${open}`).to.be.oneOf(['invalid', 'malformed_frame']);
      }
    raw.sendText(nested(100_000, '[', ']'));
    // A payload just under the 1 MiB frame limit: refused by its codec, not by the transport.
    const id = `h-${(ref += 1)}`;
    const big = await answer(frameWith(id, JSON.stringify({ ...push.payload, states: ['x'.repeat(1_000_000)] })), id);
    expect(big.response.reason).to.equal('invalid');
    // The same socket still answers a valid push.
    const ok = `ok-${(ref += 1)}`;
    expect((await answer(frameWith(ok, JSON.stringify(push.payload)), ok)).status).to.equal('ok');
  });

  it('closes only the socket that sends a frame past 1 MiB; the server stays up and its data is unchanged', async function () {
    this.timeout(60_000);
    const huge = new WebSocket(
      socketAddress(fixture.studio.socketUrl, { token: fixture.token('admin'), version: protocolVersion }),
    );
    const closed = new Promise<number>((resolve) => huge.on('close', (code) => resolve(code)));
    huge.on('error', () => undefined);
    await new Promise((resolve) => huge.on('open', resolve));
    huge.send(JSON.stringify([null, 'big', 'events:all', 'filter', { pad: 'x'.repeat(2 * 1024 * 1024) }]));
    expect(await closed).to.equal(1009);

    // Alive: the fuzzing socket still answers, a new console connects and joins, and nothing was written.
    const id = `hb-${(ref += 1)}`;
    expect((await answer(JSON.stringify([null, id, 'phoenix', 'heartbeat', {}]), id)).status).to.equal('ok');
    const socket = await connect(fixture.studio.socketUrl, fixture.token('admin'));
    try {
      const channel = socket.channel('events:all', {});
      const joined = await new Promise<string>((resolve) =>
        channel
          .join()
          .receive('ok', () => resolve('ok'))
          .receive('error', () => resolve('error')),
      );
      channel.leave();
      expect(joined).to.equal('ok');
    } finally {
      socket.disconnect();
    }
    expect(await snapshot(fixture.studio)).to.equal(unchanged);
  });
});
