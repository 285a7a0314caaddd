import { expect } from 'chai';
import fc from 'fast-check';
import { pausedSimulation } from '../server/simulation/live-test-kit';
import { openRaw, replyTo, type RawFrame, type RawSocket } from './support/raw-socket';
import { useStudioFixture } from './support/studio-fixture';
import type { TestServer } from './support/studio';

// Issue 20: no input a client can send makes the server answer internal_error, skip an audit row, or change data
// it refused. Every string and number position of real pushes is replaced with what Postgres or JSON cannot
// hold; push names that are Object.prototype's own, wrong arity, deep nesting and huge text come on top.

interface Sample {
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
}

type Position = readonly (string | number)[];

/** Every path to a string or number in a payload. */
const positions = (value: unknown, path: Position = []): { path: Position; kind: 'string' | 'number' }[] => {
  if (typeof value === 'string') return [{ path, kind: 'string' }];
  if (typeof value === 'number') return [{ path, kind: 'number' }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    positions(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
};

const marker = '@@fuzz@@';

/** The payload as JSON text with the value at `path` replaced by `literal` (raw JSON: `1e400` stays Infinity). */
const withLiteral = (payload: unknown, path: Position, literal: string): string => {
  const copy = structuredClone(payload) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), literal);
};

const badText = [JSON.stringify('\ud800'), JSON.stringify('a\u0000b'), JSON.stringify('x\udc00y')];
const badNumbers = ['1e20', '1e400', '-1e400', String(Number.MAX_SAFE_INTEGER + 2)];
/** Valid JSON a codec may accept or refuse; either way it is answered and audited. */
const oddNumbers = ['-0', '"NaN"'];
const prototypeNames = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

/** Every stored row, to prove refused pushes changed nothing. */
const snapshot = async (studio: TestServer): Promise<string> => {
  const { db } = studio.server.services.store;
  const tables = [
    'accounts',
    'settings',
    'events',
    'event_groups',
    'instances',
    'cms_list_types',
    'account_credentials',
  ];
  const rows = await Promise.all(
    tables.map(async (table) => (await db.read.query(`select * from ${table} order by 1`)).rows),
  );
  return JSON.stringify(rows);
};

describe('studio server: fuzzed pushes are answered, audited and refused without harm (issue 20)', () => {
  const fixture = useStudioFixture({
    types: ['developer'],
    started: ({ server }) => void pausedSimulation(server),
  });
  let raw: RawSocket;
  let ref = 0;
  let samples: Sample[];

  const newestAuditId = async (): Promise<number> =>
    (await fixture.studio.server.services.store.audit.latest(1))[0]?.id ?? 0;

  /** Waits until the audit trail has a row newer than `after` (the write follows the reply). */
  const auditedAfter = async (after: number): Promise<{ event: string }> => {
    for (;;) {
      const [row] = await fixture.studio.server.services.store.audit.latest(1);
      if (row && row.id > after) return row;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  const joinRaw = async (topic: string): Promise<void> => {
    const joinRef = `j-${topic}`;
    raw.send([joinRef, joinRef, topic, 'phx_join', {}]);
    const reply = await raw.next(replyTo(joinRef));
    expect(reply[4].status, `join ${topic}: ${JSON.stringify(reply[4])}`).to.equal('ok');
  };

  /** Sends one push as text and returns its reply and its audit row. */
  const pushText = async (topic: string, event: string, payloadText: string): Promise<{ reply: RawFrame }> => {
    const before = await newestAuditId();
    ref += 1;
    const id = `f-${ref}`;
    raw.sendText(
      `[${JSON.stringify(`j-${topic}`)},"${id}",${JSON.stringify(topic)},${JSON.stringify(event)},${payloadText}]`,
    );
    const reply = await raw.next(replyTo(id));
    await auditedAfter(before);
    return { reply };
  };

  const response = (reply: RawFrame): { status: string; response: { reason?: string } } =>
    reply[4] as { status: string; response: { reason?: string } };

  before(async () => {
    const { documents } = fixture.studio.server.services.store;
    const [event] = await documents.events.list();
    const [instance] = await documents.instances.list();
    raw = await openRaw(fixture.studio.socketUrl, fixture.token('developer'));
    samples = [
      {
        topic: `profile:${fixture.token('developer')}`,
        event: 'update',
        payload: { name: 'Dev', meta: { company: 'Studio' } },
      },
      { topic: `events:${event?.uuid}`, event: 'toggle_todo', payload: { active: true, status: 'watch' } },
      { topic: 'events:all', event: 'filter', payload: { daterange: { start: 1, end: 2 }, states: ['active'] } },
      { topic: 'audit:all', event: 'older', payload: { before_id: 100, limit: 5 } },
      {
        topic: 'settings:create',
        event: 'save',
        payload: { setting: { name: 'fuzz_form', type: 'export_form', value: { title: 'x' } } },
      },
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
      { topic: `instances:${instance?.id}`, event: 'save', payload: { instance: { ...instance?.body, token: '' } } },
    ];
    for (const topic of new Set(samples.map((sample) => sample.topic))) await joinRaw(topic);
  });
  after(() => raw.close());

  it('text Postgres refuses and numbers out of range, in every position of real pushes: an error reply, an audit row, no change', async () => {
    const before = await snapshot(fixture.studio);
    let sent = 0;
    for (const sample of samples)
      for (const { path, kind } of positions(sample.payload))
        for (const literal of kind === 'string' ? badText : badNumbers) {
          const { reply } = await pushText(sample.topic, sample.event, withLiteral(sample.payload, path, literal));
          const answer = response(reply);
          expect(answer.status, `${sample.event} ${path.join('.')} = ${literal}`).to.equal('error');
          expect(answer.response.reason, `${sample.event} ${path.join('.')} = ${literal}`).to.be.oneOf([
            'invalid',
            'unauthorized',
          ]);
          sent += 1;
        }
    expect(sent).to.be.greaterThan(100);
    expect(await snapshot(fixture.studio)).to.equal(before);
  });

  it('-0 and "NaN" as text in every number position: answered (never internal_error) and audited', async () => {
    for (const sample of samples)
      for (const { path, kind } of positions(sample.payload))
        if (kind === 'number')
          for (const literal of oddNumbers) {
            const { reply } = await pushText(sample.topic, sample.event, withLiteral(sample.payload, path, literal));
            expect(response(reply).response.reason, `${sample.event} ${path.join('.')} = ${literal}`).to.not.equal(
              'internal_error',
            );
          }
  });

  it("push names that are Object.prototype's own: unknown_event, audited, on every joined topic", async () => {
    for (const topic of new Set(samples.map((sample) => sample.topic)))
      for (const name of prototypeNames) {
        const before = await newestAuditId();
        const { reply } = await pushText(topic, name, '{}');
        expect(response(reply), `${topic} ${name}`).to.deep.equal({
          status: 'error',
          response: { reason: 'unknown_event', event: name },
        });
        expect((await auditedAfter(before)).event).to.equal(name);
      }
    // A lone surrogate in the push name is audited with it replaced, not lost.
    const { reply } = await pushText('events:all', 'x\ud800', '{}');
    expect(response(reply).response.reason).to.equal('unknown_event');
    expect((await fixture.studio.server.services.store.audit.latest(1))[0]?.event).to.equal('x\ufffd');
  });

  it('deep nesting and huge text are refused as invalid; random text with bad characters never gets past the boundary', async () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 40; level += 1) deep = { level: deep };
    const profile = samples[0] as Sample;
    expect(
      response((await pushText(profile.topic, 'update', JSON.stringify({ name: 'x', meta: deep }))).reply).response
        .reason,
    ).to.equal('invalid');
    expect(
      response((await pushText(profile.topic, 'update', JSON.stringify({ name: 'n'.repeat(200_000) }))).reply).response
        .reason,
    ).to.equal('invalid');
    const before = await snapshot(fixture.studio);
    const bad = fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
        fc.string({ maxLength: 8 }),
      )
      .map(([head, wrong, tail]) => `${head}${wrong}${tail}`)
      // By code point, a lone surrogate is a one-unit string in the surrogate range (a pair is one code point).
      .filter(
        (text) =>
          text.includes('\u0000') ||
          [...text].some((unit) => unit.length === 1 && unit >= '\ud800' && unit <= '\udfff'),
      );
    await fc.assert(
      fc.asyncProperty(bad, fc.constantFrom('name', 'surname'), async (text, field) => {
        const { reply } = await pushText(profile.topic, 'update', JSON.stringify({ [field]: text }));
        expect(response(reply).response.reason).to.equal('invalid');
      }),
      { numRuns: 40 },
    );
    expect(await snapshot(fixture.studio)).to.equal(before);
  });

  it('frames of the wrong arity or shape are answered malformed, and the connection keeps working', async () => {
    raw.sendText(JSON.stringify([null, 'a4', 'events:all', 'filter']));
    expect((await raw.next(replyTo('a4')))[4]).to.deep.include({ status: 'error' });
    raw.sendText(JSON.stringify([null, 'a6', 'events:all', 'filter', {}, 'extra']));
    expect((await raw.next(replyTo('a6')))[4]).to.deep.include({ status: 'error' });
    raw.sendText(JSON.stringify([null, 'n1', 7, 'filter', {}]));
    expect((await raw.next(replyTo('n1')))[4]).to.deep.include({ status: 'error' });
    const { reply } = await pushText('audit:all', 'older', JSON.stringify({ before_id: 2, limit: 1 }));
    expect(response(reply).status).to.equal('ok');
  });

  it('audit older before_id past the largest row id (2^31) is invalid with a path error, not internal_error', async () => {
    for (const literal of ['2147483648', '1.5', '0', '-3']) {
      const { reply } = await pushText('audit:all', 'older', `{"before_id":${literal}}`);
      expect(response(reply).response, literal).to.deep.include({ reason: 'invalid' });
    }
  });
});
