import { expect } from 'chai';
import type { Channel, Socket } from 'phoenix';
import { redacted } from '../../server/audit/redact';
import { billingListIds } from '../../src/domain/billing';
import { adminOnlyFieldNames, type ListField } from '../../src/domain/cms';
import { can, protectedData, secretFields, type AccountType } from '../../src/domain/rights';
import { allRoutes } from '../../server/http/http-server';
import { join, joinOk, push } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';
import { sampleTopics } from './support/topic-samples';

/** The seven account types, and two user accounts that hold production roles in 'Hockey production'. */
const types = [
  'developer',
  'root',
  'admin',
  'device_admin',
  'group_admin',
  'user',
  'cloudrec',
  'director',
  'commentator',
] as const;
type Type = (typeof types)[number];
/** The account type each signed-in account has (the crew accounts are of type user). */
const accountTypeOf = (type: Type): AccountType => (type === 'director' || type === 'commentator' ? 'user' : type);

interface Seen {
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
}

/** Every frame the socket receives from now on, replies included (a join reply can carry the item). */
const recordAll = (socket: Socket): Seen[] => {
  const frames: Seen[] = [];
  socket.onMessage((raw: object) => {
    frames.push(raw as Seen);
  });
  return frames;
};

/** Calls `visit` for every key of every object in a payload, with the path to it. */
const walk = (value: unknown, visit: (key: string, item: unknown, path: string) => void, path = ''): void => {
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    const here = path === '' ? key : `${path}.${key}`;
    visit(key, item, here);
    walk(item, visit, here);
  }
};

/**
 * A withheld secret may still be present as '' or null (the instance token is required by the catalogue), or as
 * the audit trail's placeholder.
 */
const carries = (item: unknown): boolean => item !== undefined && item !== null && item !== '' && item !== redacted;

const leave = (channel: Channel): Promise<void> =>
  new Promise((resolve) => {
    channel
      .leave(2000)
      .receive('ok', () => resolve())
      .receive('timeout', () => resolve());
  });

describe('studio server: secrets only to those who may see them (issue 20; spec 1 §6, spec 2 §6, spec 3 §6)', () => {
  const fixture = useStudioFixture({ types });
  const frames = new Map<Type, Seen[]>();
  const channelsOf = new Map<Type, Channel[]>();

  /** Every GET route the server registers, with each of its parameters taken from real rows. */
  const getTargets = async (): Promise<string[]> => {
    const { documents } = fixture.studio.server.services.store;
    const lists = await documents.cms_lists.list();
    const instances = await documents.instances.list();
    const values: Readonly<Record<string, readonly string[]>> = {
      '/api/v1/content_list/{id}': lists.map((list) => String(list.id)),
      '/api/v1/content_list/by_name/{name}': lists.map((list) => String(list.body.name)),
      '/api/v1/content_list_by_name/{name}': lists.map((list) => String(list.body.name)),
      '/instances/{id}/static/test.html': instances.slice(0, 1).map((instance) => String(instance.id)),
    };
    return (
      allRoutes
        // Logging out would end the session the rest of the test reads with; fake services hold no data of ours.
        .filter(
          (route) =>
            route.method === 'GET' && route.path !== '/api/v1/logout' && !route.path.startsWith('/fake-services/'),
        )
        .flatMap((route) =>
          route.path.includes('{')
            ? (values[route.path] ?? []).map((value) => route.path.replace(/\{\w+\}/, encodeURIComponent(value)))
            : [route.path],
        )
    );
  };

  /** The JSON answers of every GET route, as `type` receives them, recorded like frames. */
  const httpAnswers = async (type: Type): Promise<Seen[]> => {
    const answers: Seen[] = [];
    for (const target of await getTargets()) {
      const response = await fetch(`${fixture.studio.url}${target}`, {
        headers: { authorization: `Bearer ${fixture.token(type)}` },
      });
      const text = await response.text();
      if ((response.headers.get('content-type') ?? '').includes('json'))
        answers.push({ topic: `GET ${target}`, event: String(response.status), payload: JSON.parse(text) as unknown });
    }
    return answers;
  };

  before(async () => {
    // The demo data has no dev key; the developer sets one, so the list has a dev_key to withhold.
    const profile = await joinOk(fixture.socket('developer'), `profile:${fixture.token('developer')}`);
    expect((await push(profile.channel, 'update', { dev_key: 'dev-key-of-the-developer' })).status).to.equal('ok');
    await leave(profile.channel);

    await Promise.all(
      types.map(async (type) => {
        const socket = fixture.socket(type);
        frames.set(type, recordAll(socket));
        const topics = await sampleTopics(fixture.studio, fixture.token(type));
        const joined: Channel[] = [];
        for (const topic of topics) {
          const attempt = await join(socket, topic, []);
          if (attempt.reply.status === 'ok') joined.push(attempt.channel);
        }
        channelsOf.set(type, joined);
        frames.get(type)?.push(...(await httpAnswers(type)));
      }),
    );
    // A broadcast while everyone is joined: an administrator saves an instance (the token kept as it is).
    const [instance] = await fixture.studio.server.services.store.documents.instances.list();
    const editor = await joinOk(fixture.socket('admin'), `instances:${instance?.id}`);
    const saved = await push(editor.channel, 'save', {
      instance: { ...instance?.body, title: 'Renamed by the secrets test', token: '' },
    });
    expect(saved.status, JSON.stringify(saved.response)).to.equal('ok');
    await leave(editor.channel);
    // Leaving answers after everything the channel was sent before: every frame is in by then.
    await Promise.all(types.map((type) => Promise.all((channelsOf.get(type) ?? []).map(leave))));
  });
  it('no frame to any account type carries a field of the secret list it may not see', () => {
    const leaks: string[] = [];
    for (const type of types)
      for (const frame of frames.get(type) ?? [])
        walk(frame.payload, (key, item, path) => {
          const allowed = Object.hasOwn(secretFields, key) ? secretFields[key] : undefined;
          if (allowed && carries(item) && !allowed.includes(accountTypeOf(type)))
            leaks.push(`${type}: ${frame.topic} ${frame.event} ${path}`);
        });
    expect([...new Set(leaks)]).to.deep.equal([]);
  });

  it('the secrets do reach the types that may see them (the check above is not vacuous)', () => {
    const seen = (type: Type, key: string): string[] =>
      (frames.get(type) ?? []).flatMap((frame) => {
        const found: string[] = [];
        walk(frame.payload, (name, item) => {
          if (name === key && carries(item)) found.push(`${frame.topic} ${frame.event}`);
        });
        return found;
      });
    expect(seen('admin', 'ssh_password').some((where) => where.startsWith('instances:status:'))).to.equal(true);
    expect(seen('admin', 'token').some((where) => where === 'instances:all update')).to.equal(true);
    expect(seen('device_admin', 'token').some((where) => where.startsWith('instances:all'))).to.equal(true);
    expect(seen('developer', 'dev_key').length).to.be.greaterThan(0);
    // The HTTP answers were read too: every account type got content lists over HTTP.
    for (const type of types)
      expect(
        (frames.get(type) ?? []).filter((frame) => frame.topic.startsWith('GET /api/v1/content_list')).length,
        type,
      ).to.be.greaterThan(0);
    // …and the others did get the frames, without the secrets.
    const statusFrames = (frames.get('user') ?? []).filter((frame) => frame.topic.startsWith('instances:status:'));
    expect(statusFrames.length).to.be.greaterThan(0);
    const update = (frames.get('user') ?? []).find(
      (frame) => frame.topic === 'instances:all' && frame.event === 'update',
    );
    expect((update?.payload as { instance?: { token?: unknown } })?.instance?.token).to.equal('');
  });

  it('no account receives content it may not: admin_only values, billing lists, system lists (spec 3 §5, §6)', async () => {
    const { documents } = fixture.studio.server.services.store;
    const lists = await documents.cms_lists.list();
    const listTypes = new Map((await documents.cms_list_types.list()).map((row) => [row.id, row]));
    const settings = await documents.settings.list();
    const billing = billingListIds(settings.map((row) => ({ type: String(row.body.type), value: row.body.value })));
    const system = new Set(
      lists.filter((list) => (list.body.meta as { system?: unknown })?.system === true).map((list) => list.id),
    );
    const adminOnly = new Map(
      lists.map((list) => {
        const fields = listTypes.get(Number(list.body.cms_list_type_id))?.body.fields;
        return [list.id, adminOnlyFieldNames(Array.isArray(fields) ? (fields as ListField[]) : [])] as const;
      }),
    );
    const listIdByPath = new Map(
      lists.flatMap((list) => [
        [`/api/v1/content_list/${list.id}`, list.id],
        [`/api/v1/content_list/by_name/${encodeURIComponent(String(list.body.name))}`, list.id],
        [`/api/v1/content_list_by_name/${encodeURIComponent(String(list.body.name))}`, list.id],
      ]),
    );
    /** Every record a frame or answer carries, as [list id, its values]. */
    const recordsIn = (frame: Seen): [number, Readonly<Record<string, unknown>>][] => {
      if (frame.topic.startsWith('GET ')) {
        const listId = listIdByPath.get(frame.topic.slice(4));
        return listId !== undefined && Array.isArray(frame.payload)
          ? frame.payload.map((row) => [listId, row as Record<string, unknown>])
          : [];
      }
      const found: [number, Readonly<Record<string, unknown>>][] = [];
      walk({ root: frame.payload }, (_key, item) => {
        const record = item as { cms_list_id?: unknown; data?: unknown };
        if (typeof record?.cms_list_id === 'number' && typeof record.data === 'object' && record.data !== null)
          found.push([record.cms_list_id, record.data as Record<string, unknown>]);
      });
      return found;
    };
    expect(billing.size, 'the demo names its billing lists').to.be.greaterThan(0);
    expect([...adminOnly.values()].flat().length, 'the demo has admin_only fields').to.be.greaterThan(0);
    const leaks = new Set<string>();
    const reached = { adminOnly: 0, billing: 0, system: 0 };
    for (const type of types) {
      const subject = { type: accountTypeOf(type) };
      for (const frame of frames.get(type) ?? [])
        for (const [listId, values] of recordsIn(frame)) {
          const where = `${type}: ${frame.topic} ${frame.event} list ${listId}`;
          const hidden = (adminOnly.get(listId) ?? []).filter((name) => carries(values[name]));
          if (hidden.length > 0) {
            if (!can(protectedData.adminOnlyValues, subject)) leaks.add(`${where} ${hidden.join(', ')}`);
            else reached.adminOnly += 1;
          }
          if (billing.has(listId)) {
            if (!can(protectedData.billingData, subject)) leaks.add(`${where} (billing)`);
            else reached.billing += 1;
          }
          if (system.has(listId)) {
            if (!can(protectedData.systemLists, subject)) leaks.add(`${where} (system list)`);
            else reached.system += 1;
          }
        }
    }
    expect([...leaks]).to.deep.equal([]);
    // The check is not vacuous: each kind of content did reach the accounts that may see it.
    expect(reached.adminOnly, 'admin_only values to administrators').to.be.greaterThan(0);
    expect(reached.billing, 'billing records to billing accounts').to.be.greaterThan(0);
    expect(reached.system, 'system lists to developers').to.be.greaterThan(0);
  });

  it("no account type receives an account it may not see (spec 3 §6 'Accounts list')", () => {
    const seenAccounts = (type: Type): { email: string; type: string }[] => {
      const found: { email: string; type: string }[] = [];
      for (const frame of frames.get(type) ?? [])
        if (frame.topic.startsWith('accounts:') || frame.topic.startsWith('profile:'))
          walk({ root: frame.payload }, (_key, item) => {
            const account = item as { id?: unknown; email?: unknown; type?: unknown };
            if (
              typeof account?.id === 'number' &&
              typeof account.email === 'string' &&
              typeof account.type === 'string'
            )
              found.push({ email: account.email, type: account.type });
          });
      return found;
    };
    for (const type of ['group_admin', 'user', 'cloudrec'] as const) {
      const emails = new Set(seenAccounts(type).map((account) => account.email));
      expect([...emails], type).to.deep.equal([`${type}@demo.local`]);
    }
    for (const type of ['admin', 'device_admin'] as const) {
      const accounts = seenAccounts(type);
      expect(accounts.length, type).to.be.greaterThan(1);
      expect(
        accounts.filter((account) => account.type === 'root' || account.type === 'developer'),
        type,
      ).to.deep.equal([]);
    }
  });
});
