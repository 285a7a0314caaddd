import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { join, push, type Reply } from '../support/phoenix-client';
import type { TestServer } from '../support/studio';

// The kinds of issue 32 §2 (event, channel, channel group, instance, device, account, group, setting, list type,
// content list, record, contract), each as a save of a changed field on its editor topic: the table the version
// tests run over, in both storage drivers (docs/protocol/one-truth.md).

export type Item = Readonly<Record<string, unknown>> & { readonly id: number; readonly uuid: string };

/** Joins `topic`, pushes one event and leaves. */
export const pushOnce = async (socket: Socket, topic: string, event: string, payload: object): Promise<Reply> => {
  const joined = await join(socket, topic, []);
  expect(joined.reply.status, `join ${topic}: ${JSON.stringify(joined.reply.response)}`).to.equal('ok');
  try {
    return await push(joined.channel, event, payload, 10_000);
  } finally {
    joined.channel.leave();
  }
};

export const dataOf = (reply: Reply): Item => {
  expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
  return (reply.response as { data: Item }).data;
};

/** The response of a refused push; any other answer fails the test, saying what came instead. */
export const refusalOf = (reply: Reply): Readonly<Record<string, unknown>> => {
  expect(reply.status, JSON.stringify(reply.response)).to.equal('error');
  return reply.response as Readonly<Record<string, unknown>>;
};

export const savedOn = async (socket: Socket, topic: string, payload: object): Promise<Item> =>
  dataOf(await pushOnce(socket, topic, 'save', payload));

/** What a kind's rows need from the studio: ids the demo data has (a list of the billing contracts). */
export interface KindContext {
  readonly socket: Socket;
  /** A prefix no other test of the run uses (names, e-mails, identifiers are unique per kind). */
  readonly unique: string;
  readonly contractsListId: number;
  /** Unix seconds far from every other event of the run, so the event row books a free destination. */
  readonly eventStart: number;
}

/** The context of the items `socket`'s account creates on `studio` (the demo data's contracts list). */
export const kindContextOf = async (studio: Pick<TestServer, 'server'>, socket: Socket): Promise<KindContext> => {
  const [billing] = await studio.server.services.store.documents.settings.list(`body->>'type' = 'billing_config'`);
  const contractsListId = (billing?.body.value as { contracts_list_id: number }).contracts_list_id;
  return { socket, unique: '', contractsListId, eventStart: 0 };
};

export interface VersionedKind {
  readonly name: string;
  /** Creates an item (as the context's account) and names the topic it is edited on. */
  readonly create: (context: KindContext) => Promise<{ readonly topic: string; readonly item: Item }>;
  /** The save payload that writes `mark` into the item (no version: the test adds it). */
  readonly save: (item: Item, mark: string) => Record<string, unknown>;
  /** Where `mark` shows in the item. */
  readonly markOf: (item: Item) => unknown;
}

const recordOf = (item: Item): Readonly<Record<string, unknown>> => item.data as Readonly<Record<string, unknown>>;

const recordKind = (name: string, listOf: (context: KindContext) => Promise<number>): VersionedKind => ({
  name,
  create: async (context) => {
    const item = await savedOn(context.socket, 'cms:list_data:create', {
      list_data: {
        cms_list_id: await listOf(context),
        state: 'active',
        data: { name: `${context.unique} record`, title: 'first' },
      },
    });
    return { topic: `cms:list_data:${item.id}`, item };
  },
  save: (item, mark) => ({
    list_data: {
      id: item.id,
      cms_list_id: item.cms_list_id,
      state: 'active',
      data: { ...recordOf(item), title: mark },
    },
  }),
  markOf: (item) => recordOf(item).title,
});

const eventDraft = (channelId: number, start: number, title: string): Record<string, unknown> => ({
  cached_start_time: start,
  cached_end_time: start + 3600,
  channel_id: channelId,
  title,
  subtitle: 'Versions',
  event_group: { channel_id: channelId, system_meta: { signal_type: 'srt' } },
});

const channelInput = (name: string, title: string): Record<string, unknown> => ({
  name,
  title,
  type: 'output',
  state: 'active',
  meta: {},
});

export const versionedKinds: readonly VersionedKind[] = [
  {
    name: 'event',
    create: async (context) => {
      const channel = await savedOn(context.socket, 'channels:create', {
        channel: channelInput(`${context.unique}_events`, 'Versions destination'),
        channel_groups: [],
      });
      const item = await savedOn(context.socket, 'events:create', {
        event: eventDraft(channel.id, context.eventStart, 'first'),
      });
      return { topic: `events:${item.uuid}`, item };
    },
    save: (item, mark) => ({
      event: { ...eventDraft(item.channel_id as number, item.cached_start_time as number, mark) },
      update: true,
    }),
    markOf: (item) => item.title,
  },
  {
    name: 'channel',
    create: async (context) => {
      const item = await savedOn(context.socket, 'channels:create', {
        channel: channelInput(`${context.unique}_channel`, 'first'),
        channel_groups: [],
      });
      return { topic: `channels:${item.uuid}`, item };
    },
    save: (item, mark) => ({ channel: channelInput(item.name as string, mark), channel_groups: [] }),
    markOf: (item) => item.title,
  },
  {
    name: 'instance',
    create: async (context) => {
      const item = await savedOn(context.socket, 'instances:create', {
        instance: { title: `${context.unique} instance`, type: 'input', token: '', meta: {} },
      });
      return { topic: `instances:${item.id}`, item };
    },
    save: (item, mark) => ({ instance: { title: mark, type: 'input', token: '', meta: {} } }),
    markOf: (item) => item.title,
  },
  {
    name: 'device',
    create: async (context) => {
      const device = {
        identifier: `${context.unique}-DEV`,
        type: 'camera',
        form_data: { model: 'first' },
        sub_device_list: [],
        instance_list: [],
        meta: {},
      };
      const item = await savedOn(context.socket, 'devices:create', { device });
      return { topic: `devices:${item.id}`, item };
    },
    save: (item, mark) => ({
      device: {
        identifier: item.identifier,
        type: 'camera',
        form_data: { model: mark },
        sub_device_list: [],
        instance_list: [],
        meta: {},
      },
      subdevices: [],
      instances: [],
    }),
    markOf: (item) => (item.form_data as Readonly<Record<string, unknown>>).model,
  },
  {
    name: 'account',
    create: async (context) => {
      const account = {
        email: `${context.unique}.account@example.test`,
        type: 'user',
        state: 'active',
        groups: [],
        name: 'first',
        password: 'secret12',
        password_confirm: 'secret12',
      };
      const item = await savedOn(context.socket, 'accounts:create', { account });
      return { topic: `accounts:${item.id}`, item };
    },
    save: (item, mark) => ({
      account: { email: item.email, type: 'user', state: 'active', groups: [], name: mark },
    }),
    markOf: (item) => item.name,
  },
  {
    name: 'group',
    create: async (context) => {
      const item = await savedOn(context.socket, 'groups:create', {
        group: { name: `${context.unique} group`, state: 'active', meta: {} },
      });
      return { topic: `groups:${item.id}`, item };
    },
    save: (item, mark) => ({ group: { name: item.name, state: 'active', meta: { note: mark } } }),
    markOf: (item) => (item.meta as Readonly<Record<string, unknown>>).note,
  },
  {
    name: 'setting',
    create: async (context) => {
      const item = await savedOn(context.socket, 'settings:create', {
        setting: { name: `${context.unique}_setting`, title: 'first', type: 'system', value: { bypass_accounts: [] } },
      });
      return { topic: `settings:${item.id}`, item };
    },
    save: (item, mark) => ({
      setting: { name: item.name, title: mark, type: 'system', value: { bypass_accounts: [] } },
    }),
    markOf: (item) => item.title,
  },
  {
    name: 'list type',
    create: async (context) => {
      const item = await savedOn(context.socket, 'cms:list_type:create', {
        list_type: { name: `${context.unique} type`, fields: [{ name: 'name', type: 'text', title: 'first' }] },
      });
      return { topic: `cms:list_type:${item.id}`, item };
    },
    save: (item, mark) => ({
      list_type: { name: item.name, fields: [{ name: 'name', type: 'text', title: mark }] },
    }),
    markOf: (item) => (item.fields as readonly { readonly title?: string }[])[0]?.title,
  },
  {
    name: 'channel group',
    create: async (context) => {
      const item = await savedOn(context.socket, 'channels:group:create:access', {
        channel_group: { name: `${context.unique} group`, title: 'first', state: 'active', type: 'access', meta: {} },
      });
      return { topic: `channels:group:${item.id}`, item };
    },
    save: (item, mark) => ({
      channel_group: { name: item.name, title: mark, state: 'active', type: 'access', meta: {} },
    }),
    markOf: (item) => item.title,
  },
  {
    name: 'content list',
    create: async (context) => {
      const type = await savedOn(context.socket, 'cms:list_type:create', {
        list_type: { name: `${context.unique} list type`, fields: [{ name: 'name', type: 'text' }] },
      });
      const item = await savedOn(context.socket, 'cms:list:create', {
        list: { name: `${context.unique} list`, cms_list_type_id: type.id, type: 'team', groups: [] },
      });
      return { topic: `cms:list:${item.id}`, item };
    },
    save: (item, mark) => ({
      list: { id: item.id, name: `${String(item.name)} ${mark}`, cms_list_type_id: item.cms_list_type_id, groups: [] },
    }),
    markOf: (item) => String(item.name).split(' ').pop(),
  },
  recordKind('record', async (context) => {
    const type = await savedOn(context.socket, 'cms:list_type:create', {
      list_type: {
        name: `${context.unique} record type`,
        fields: [
          { name: 'name', type: 'text' },
          { name: 'title', type: 'text' },
        ],
      },
    });
    const list = await savedOn(context.socket, 'cms:list:create', {
      list: { name: `${context.unique} records`, cms_list_type_id: type.id, type: 'team', groups: [] },
    });
    return list.id;
  }),
  recordKind('contract', async (context) => context.contractsListId),
];
