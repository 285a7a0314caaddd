import { expect } from 'chai';
import { eventUuid } from '../../server/seed/demo-events';
import { waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

// Issue 29: an active event needs a title, a source channel and, on a destination that bills its events, a
// billing contract of the destination's customer; the studio server refuses a save without them (docs/protocol/schedule.md).

type Item = Record<string, unknown> & { uuid: string; id: number };
const dataOf = (reply: Reply): Item => (reply.response as { data: Item }).data;
const errorsOf = (reply: Reply): { path: string; expected: string }[] =>
  (reply.response as { errors?: { path: string; expected: string }[] }).errors ?? [];
const billingOf = (event: Item): Record<string, unknown> | undefined =>
  (event.system_meta as { billing?: Record<string, unknown> } | undefined)?.billing;

describe('studio server: required event fields (issue 29; spec 2 §5)', () => {
  const { studio, joinOk, pushOn } = useStudioFixture({ types: ['admin', 'user'], events: ['init'] });
  const now = Math.floor(Date.now() / 1000);
  let source: Item;
  let plain: Item;
  let billingNoDefault: Item;
  let billingWithDefault: Item;
  let customer: number;
  let contract: number;
  let otherContract: number;

  const record = async (list: string, field: string, value: string): Promise<number> => {
    const rows = await studio.server.services.store.documents.cms_list_data.list();
    const found = rows.find((row) => (row.body.data as Record<string, unknown>)[field] === value);
    if (!found) throw new Error(`no seeded ${list} record ${value}`);
    return found.id;
  };
  const channel = async (name: string, type: 'input' | 'output', meta: object): Promise<Item> => {
    const reply = await pushOn('admin', 'channels:create', 'save', {
      channel: { name, title: name, type, state: 'active', meta },
      channel_groups: [],
    });
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    return dataOf(reply);
  };
  const draft = (destination: Item, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    cached_start_time: now + 3600,
    cached_end_time: now + 7200,
    channel_id: destination.id,
    title: 'Required fields match',
    event_group: { channel_id: source.id },
    ...extra,
  });
  // Every event here books the same window of a destination: on purpose, so the requirements are what decides.
  const create = (type: string, event: Record<string, unknown>): Promise<Reply> =>
    pushOn(type, 'events:create', 'save', { event, overlap_consent: true });

  before(async () => {
    customer = await record('customers', 'name', 'Nordic Sports Media Oy');
    contract = await record('contracts', 'title', 'Liiga 2026–2027 production');
    otherContract = await record('contracts', 'title', 'Arena events');
    source = await channel('req_source', 'input', {});
    plain = await channel('req_plain', 'output', {});
    billingNoDefault = await channel('req_billing', 'output', { billing_customer: customer });
    billingWithDefault = await channel('req_billing_default', 'output', {
      billing_customer: customer,
      billing_contract: contract,
    });
  });

  it('refuses an active event without a title or with a blank one at event.title', async () => {
    for (const title of [undefined, '', '   ']) {
      const reply = await create('user', draft(plain, { title }));
      expect(reply.status).to.equal('error');
      expect(errorsOf(reply).map((error) => error.path)).to.deep.equal(['event.title']);
    }
  });

  it('refuses an active event without a source channel at event.event_group.channel_id', async () => {
    for (const group of [undefined, {}, { system_meta: { signal_type: 'srt' } }]) {
      const reply = await create('user', draft(plain, { event_group: group }));
      expect(reply.status).to.equal('error');
      expect(errorsOf(reply).map((error) => error.path)).to.deep.equal(['event.event_group.channel_id']);
    }
  });

  it('an update keeps the stored title and source; an archived event needs neither (archiving clears a blank one)', async () => {
    const made = dataOf(await create('user', draft(plain)));
    const update = await pushOn('user', `events:${made.uuid}`, 'save', {
      event: { cached_start_time: now + 3600, cached_end_time: now + 9000, channel_id: plain.id },
      update: true,
    });
    expect(update.status, JSON.stringify(update.response)).to.equal('ok');
    expect(dataOf(update).title).to.equal('Required fields match');
    const blank = await pushOn('user', `events:${made.uuid}`, 'save', {
      event: draft(plain, { title: '' }),
      update: true,
    });
    expect(errorsOf(blank).map((error) => error.path)).to.deep.equal(['event.title']);
    const archived = await create('user', draft(plain, { title: '', event_group: {}, state: 'archived' }));
    expect(archived.status, JSON.stringify(archived.response)).to.equal('ok');
  });

  it('a billing destination without a default contract refuses an event without a contract, for every account type', async () => {
    for (const type of ['user', 'admin']) {
      const reply = await create(type, draft(billingNoDefault, { system_meta: { billing: { status: 'not_billed' } } }));
      expect(reply.status).to.equal('error');
      expect(errorsOf(reply).map((error) => error.path)).to.deep.equal(['event.system_meta.billing.contract']);
      expect(errorsOf(reply)[0]?.expected).to.include(`customer ${customer}`);
    }
    // Not a contract of the destination's customer: refused too.
    const wrong = await create(
      'admin',
      draft(billingNoDefault, { system_meta: { billing: { contract: otherContract } } }),
    );
    expect(errorsOf(wrong).map((error) => error.path)).to.deep.equal(['event.system_meta.billing.contract']);
    const right = await create('admin', draft(billingNoDefault, { system_meta: { billing: { contract } } }));
    expect(right.status, JSON.stringify(right.response)).to.equal('ok');
    expect(billingOf(dataOf(right))?.contract).to.equal(contract);
  });

  it("the destination's default contract stands in for an event saved without one (a user's save is billed too)", async () => {
    const made = dataOf(await create('user', draft(billingWithDefault)));
    const editor = await joinOk('admin', `events:${made.uuid}`);
    const [init] = await waitFor(editor, 'init');
    expect(billingOf((init as { data: Item }).data)).to.deep.equal({ status: 'not_billed', contract });
    editor.channel.leave();
    // A destination without a billing customer needs no contract.
    const free = await create('user', draft(plain));
    expect(free.status).to.equal('ok');
    expect(billingOf(dataOf(free))).to.equal(undefined);
  });

  it('events:event_group_by_event of the seeded match sends its recording group with the English alternative (issue 29)', async () => {
    const group = await joinOk('user', `events:event_group_by_event:${eventUuid('live_match')}`);
    const [init] = await waitFor(group, 'init');
    const { event_group: recording, events } = init as { event_group: { uuid: string }; events: Item[] };
    expect(events.map((event) => event.title)).to.have.members(['Tappara – Kärpät', 'Tappara – Kärpät (English)']);
    expect(events.every((event) => (event.event_group as { uuid: string }).uuid === recording.uuid)).to.equal(true);
    group.channel.leave();
  });
});
