import { expect } from 'chai';
import { push, type Reply } from '../support/phoenix-client';
import { closeConsoles, demoName, openConsoles, pushAll, type ConsoleTarget } from './consoles';
import { dataOf, type Item } from './versioned-kinds';

// The races of issue 32 §2–§3, run against one studio server (PGlite) and against two processes on one PostgreSQL:
// many consoles do the conflicting thing at the same moment; the database decides, exactly one wins, the others
// are told why (docs/protocol/one-truth.md).

/** Where the consoles connect, and a read of the database behind them. */
export interface RaceSetup {
  readonly targets: readonly ConsoleTarget[];
  readonly count: (sql: string, params: readonly unknown[]) => Promise<number>;
  /** Names made in this run are prefixed with it. */
  readonly prefix: string;
}

const accountTypes = ['developer', 'root', 'admin', 'device_admin'] as const;

/** `n` account types taking turns (every console its own session; they may share an account). */
const typesFor = (n: number, types: readonly string[] = accountTypes): string[] =>
  Array.from({ length: n }, (_, index) => types[index % types.length] as string);

/** Creates an item through a console of its own, on `topic`. */
const createOn = async (setup: RaceSetup, type: string, topic: string, payload: object): Promise<Item> => {
  const [console] = await openConsoles(setup.targets, [type], topic);
  if (!console) throw new Error('no console');
  try {
    return dataOf(await push(console.joined.channel, 'save', payload, 10_000));
  } finally {
    await closeConsoles([console]);
  }
};

const eventDraft = (channelId: number, start: number, title: string): Record<string, unknown> => ({
  cached_start_time: start,
  cached_end_time: start + 3600,
  channel_id: channelId,
  title,
  subtitle: 'One truth',
  event_group: { channel_id: channelId, system_meta: { signal_type: 'srt' } },
});

/** A destination channel of the race's own, so its bookings meet nothing else of the run. */
export const destinationFor = (setup: RaceSetup, name: string): Promise<Item> =>
  createOn(setup, 'developer', 'channels:create', {
    channel: {
      name: `${setup.prefix}_${name}`,
      title: `${name} destination`,
      type: 'output',
      state: 'active',
      meta: {},
    },
    channel_groups: [],
  });

interface OverlapResponse {
  readonly reason: string;
  readonly collides_with: Readonly<Record<string, unknown>>;
}

/** Fifty consoles create events overlapping on one destination without consent: one is stored. */
export const fiftyBookings = async (setup: RaceSetup): Promise<void> => {
  const channel = await destinationFor(setup, 'fifty');
  const start = Math.floor(Date.parse('2032-03-01T18:00:00Z') / 1000);
  const consoles = await openConsoles(setup.targets, typesFor(10), 'events:create');
  let replies: Reply[];
  try {
    // Ten consoles, five creates each, every window a minute after the last: each one meets all the others.
    replies = await pushAll(consoles, 'save', 5, (index, n) => ({
      event: eventDraft(channel.id, start + (index * 5 + n) * 60, `Booking ${index}.${n}`),
    }));
  } finally {
    await closeConsoles(consoles);
  }
  const stored = replies.filter((reply) => reply.status === 'ok');
  expect(stored, 'events stored').to.have.length(1);
  const winner = dataOf(stored[0] as Reply);
  const refusals = replies.filter((reply) => reply.status !== 'ok');
  expect(refusals).to.have.length(49);
  for (const refusal of refusals)
    expect(refusal.response as unknown as OverlapResponse).to.deep.equal({
      reason: 'overlap',
      collides_with: {
        uuid: winner.uuid,
        title: winner.title,
        cached_start_time: winner.cached_start_time,
        cached_end_time: winner.cached_end_time,
        channel_id: channel.id,
      },
    });
  expect(
    await setup.count(`select count(*) from events where body->>'channel_id' = $1`, [String(channel.id)]),
  ).to.equal(1);
};

/** Twenty consoles take the same unit of one cable drum: one holds it, the others hear who. */
export const twentyTakes = async (setup: RaceSetup): Promise<void> => {
  const drum = await createOn(setup, 'device_admin', 'devices:create', {
    device: {
      identifier: `${setup.prefix.toUpperCase()}-DRUM`,
      type: 'cable',
      form_data: { length_m: 50 },
      sub_device_list: [],
      instance_list: [],
      meta: {},
    },
  });
  const unit = {
    identifier: `${drum.identifier}-1`,
    type: 'cable',
    form_data: drum.form_data,
    sub_device_list: [],
    instance_list: [],
    meta: {},
  };
  const types = typesFor(20, ['device_admin', 'root', 'developer']);
  const consoles = await openConsoles(setup.targets, types, 'devices:create');
  let replies: Reply[];
  try {
    replies = await pushAll(consoles, 'save', 1, () => ({ device: unit, parent_id: drum.id }));
  } finally {
    await closeConsoles(consoles);
  }
  const winners = replies.flatMap((reply, index) => (reply.status === 'ok' ? [index] : []));
  expect(winners, 'takes that won').to.have.length(1);
  const holder = demoName(types[winners[0] as number] as string);
  const taken = dataOf(replies[winners[0] as number] as Reply);
  for (const reply of replies.filter((candidate) => candidate.status !== 'ok')) {
    const response = reply.response as { reason: string; held_by: string; device: Item };
    expect(response.reason).to.equal('taken');
    expect(response.held_by).to.equal(holder);
    expect(response.device.id).to.equal(taken.id);
  }
  expect(await setup.count(`select count(*) from devices where body->>'identifier' = $1`, [unit.identifier])).to.equal(
    1,
  );
  expect(
    await setup.count(`select count(*) from devices where id = $1 and body->'sub_device_list' = $2::jsonb`, [
      drum.id,
      JSON.stringify([taken.id]),
    ]),
    'the drum lists the one unit taken',
  ).to.equal(1);
};

/** Twenty consoles save one setting, all based on its version 1: one is stored, nineteen are stale. */
export const twentyStaleSaves = async (setup: RaceSetup): Promise<void> => {
  const setting = await createOn(setup, 'developer', 'settings:create', {
    setting: { name: `${setup.prefix}_race`, title: 'first', type: 'system', value: { bypass_accounts: [] } },
  });
  const consoles = await openConsoles(setup.targets, typesFor(20, ['developer', 'root']), `settings:${setting.id}`);
  let replies: Reply[];
  try {
    replies = await pushAll(consoles, 'save', 1, (index) => ({
      setting: { name: setting.name, title: `save ${index}`, type: 'system', value: { bypass_accounts: [] } },
      version: 1,
    }));
  } finally {
    await closeConsoles(consoles);
  }
  expect(
    replies.filter((reply) => reply.status === 'ok'),
    'saves stored',
  ).to.have.length(1);
  for (const reply of replies.filter((candidate) => candidate.status !== 'ok'))
    expect((reply.response as { reason: string; current: Item }).current.version).to.equal(2);
  expect(await setup.count('select count(*) from settings where id = $1 and version = 2', [setting.id])).to.equal(1);
};
