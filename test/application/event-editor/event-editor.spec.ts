import { expect } from 'chai';
import { firstValueFrom, filter } from 'rxjs';
import {
  accountDefaultDestination,
  editPathFor,
  EventEditorQueries,
  EventEditorSave,
  EventEditorService,
  eventEditorModule,
  eventEditorNoticeRules,
  type EventEditorSession,
} from '../../../src/application/event-editor';
import { formsModule } from '../../../src/application/forms';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { createHarness, settle, toastsOf, type Harness, type PushHandler } from '../console-harness';

const eventUuid = '11111111-1111-4111-8111-111111111111';
const groupUuid = '22222222-2222-4222-8222-222222222222';
const channel = (id: number, type: 'input' | 'output', title: string, extra: Record<string, unknown> = {}) => ({
  id,
  uuid: `00000000-0000-4000-8000-0000000000${String(id).padStart(2, '0')}`,
  name: title.toLowerCase().replace(/ /g, '_'),
  title,
  type,
  state: 'active',
  meta: {},
  ...extra,
});
const storedEvent = {
  uuid: eventUuid,
  state: 'active',
  cached_start_time: 1_795_000_000,
  cached_end_time: 1_795_007_200,
  channel_id: 31,
  publish_end_time: 1_795_010_000,
  title: 'Derby',
  meta: { league: 'Liiga' },
  event_group: { uuid: groupUuid, channel_id: 12 },
};

const setup = (
  push?: PushHandler,
  type = 'admin',
): { harness: Harness; service: EventEditorService; save: EventEditorSave } => {
  const harness = createHarness(push ? { push } : {});
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(formsModule, eventEditorModule);
  harness.receive('profile:t', 'init', {
    data: { id: 1, email: `${type}@demo.local`, type, meta: { default_destination: 31 } },
  });
  harness.receive('channels:all', 'init', {
    channels: [
      channel(12, 'input', 'Arena cam'),
      channel(31, 'output', 'Web Sport', { meta: { event_form: 'sport_form' } }),
      channel(32, 'output', 'Old out', { state: 'archived' }),
      channel(33, 'output', 'TV News'),
    ],
  });
  harness.receive('settings:all', 'init', {
    data: [
      {
        id: 5,
        name: 'sport_form',
        type: 'event_form',
        value: {
          form: [
            { name: 'league', type: 'select', title: 'League', options: ['Liiga'], required: true },
            { name: 'ref', type: 'uuid' },
          ],
        },
      },
    ],
  });
  return { harness, service: harness.container.get(EventEditorService), save: harness.container.get(EventEditorSave) };
};

const ready = (session: EventEditorSession) =>
  firstValueFrom(session.snapshot$.pipe(filter((snapshot) => snapshot.status === 'ready')));

describe('application/event-editor: the event editor (spec 2 §2, §4, §5, §7, §8)', () => {
  it("a new event takes the account's default destination, whose event form it shows with uuid fields filled", async () => {
    const { harness, service } = setup();
    await settle();
    expect(accountDefaultDestination(harness.store.state)).to.equal(31);
    const session = service.open({});
    await ready(session);
    await settle();
    expect(session.state.draft?.channelId).to.equal(31);
    expect(session.form?.fields.map((field) => field.name)).to.deep.equal(['league', 'ref']);
    expect(session.form?.values.ref).to.match(/^id-/);
    session.dispose();
    harness.dispose();
  });

  it('issue 21: warns of an active event on the same destination overlapping the draft, not of the event itself', async () => {
    const { harness, service } = setup();
    await settle();
    const other = { ...storedEvent, uuid: '33333333-3333-4333-8333-333333333333', title: 'Tappara – Kärpät' };
    // An editor must have had the list pushed for events:all to hold it; the list's own init is what it folds.
    harness.receive('events:all', 'init', { events: [storedEvent, other] });
    await settle();
    const queries = harness.container.get(EventEditorQueries);
    const session = service.open({ uuid: eventUuid });
    harness.receive(`events:${eventUuid}`, 'init', { data: storedEvent });
    await ready(session);
    const overlaps = await firstValueFrom(queries.overlaps$(session.snapshot$));
    expect(overlaps.map((overlap) => overlap.uuid)).to.deep.equal([other.uuid]);
    expect(overlaps[0]?.text).to.match(
      /^'Tappara – Kärpät' \(\d\d\.\d\d\.\d{4} \d\d:\d\d–\d\d:\d\d\) overlaps by 2 h, /,
    );
    session.change({ channelId: 33 });
    expect(await firstValueFrom(queries.overlaps$(session.snapshot$))).to.deep.equal([]);
    session.dispose();
    harness.dispose();
  });

  it('spec 2 §4: destinations exclude archived channels; sources are input channels', async () => {
    const { harness } = setup();
    await settle();
    const queries = harness.container.get(EventEditorQueries);
    expect((await firstValueFrom(queries.destinations$)).map((option) => option.label)).to.deep.equal([
      'TV News',
      'Web Sport',
    ]);
    expect((await firstValueFrom(queries.sources$)).map((option) => option.label)).to.deep.equal(['Arena cam']);
    harness.dispose();
  });

  it("spec 2 §5: saving without a destination says 'Unable to create event. Destination missing!' and pushes nothing", async () => {
    const { harness, service, save } = setup();
    await settle();
    const session = service.open({});
    await ready(session);
    session.change({ channelId: undefined, title: 'Derby', sourceChannelId: 12 });
    expect(await save.save(session, 'none')).to.deep.equal({ ok: false });
    expect(session.state.saveMessages).to.deep.equal(['Unable to create event. Destination missing!']);
    expect(harness.socket.push.called).to.equal(false);
    session.dispose();
    harness.dispose();
  });

  it("spec 2 §5: the event form must be valid ('{label} is required'); the end must be after the start", async () => {
    const { harness, service, save } = setup();
    await settle();
    const session = service.open({});
    await ready(session);
    await settle();
    session.change({ title: 'Derby', sourceChannelId: 12 });
    session.setEnd(session.state.draft?.start ?? 0);
    await save.save(session, 'none');
    expect(session.state.saveMessages).to.deep.equal(['End time must be after start time!', 'League is required']);
    expect(session.form?.view.left[0]?.error).to.equal('League is required');
    session.dispose();
    harness.dispose();
  });

  it("spec 2 §7, §8: a valid new event is pushed on events:create and says 'Event was created!'", async () => {
    const { harness, service, save } = setup(() => ({
      status: 'ok',
      response: { data: { ...storedEvent, uuid: '33333333-3333-4333-8333-333333333333' } },
    }));
    await settle();
    const session = service.open({});
    await ready(session);
    await settle();
    session.form?.set('league', 'Liiga');
    session.change({ title: 'New match', sourceChannelId: 12 });
    expect(await save.save(session, 'none')).to.deep.equal({ ok: true, uuid: '33333333-3333-4333-8333-333333333333' });
    const [topic, event, payload] = harness.socket.push.firstCall.args;
    expect([topic, event]).to.deep.equal(['events:create', 'save']);
    expect((payload as { event: { title: string; meta: Record<string, unknown> } }).event).to.deep.include({
      title: 'New match',
      channel_id: 31,
    });
    expect(harness.socket.join.calledWith('events:create')).to.equal(true);
    await settle();
    expect(toastsOf(harness.store.state, eventEditorNoticeRules)).to.deep.equal([
      { title: 'Event was created!', intent: 'success' },
    ]);
    expect(editPathFor('/dashboard/event_new', 'abc')).to.equal('/dashboard/event/abc');
    expect(editPathFor('/events/new', 'abc')).to.equal('/events/edit/abc');
    session.dispose();
    harness.dispose();
  });

  it("issue 32 §3: 'Schedule it overlapping' goes with the save as overlap_consent; without it the save carries none", async () => {
    const { harness, service, save } = setup(() => ({ status: 'ok', response: { data: storedEvent } }));
    await settle();
    const session = service.open({});
    await ready(session);
    await settle();
    session.form?.set('league', 'Liiga');
    session.change({ title: 'New match', sourceChannelId: 12 });
    await save.save(session, 'none');
    await save.save(session, 'none', true);
    const [first, second] = harness.socket.push.getCalls().map((call) => call.args[2] as Record<string, unknown>);
    expect(first).to.not.have.property('overlap_consent');
    expect(second).to.deep.include({ overlap_consent: true });
    session.dispose();
    harness.dispose();
  });

  it("issue 29: title, source and a billing destination's contract are required; the default contract is prefilled for an admin; a server refusal is said in the editor", async () => {
    const { harness, service, save } = setup(() => ({
      status: 'error',
      response: { reason: 'invalid', errors: [{ path: 'event.system_meta.billing.contract', expected: 'x' }] },
    }));
    harness.receive('channels:all', 'init', {
      channels: [
        channel(12, 'input', 'Arena cam'),
        channel(31, 'output', 'Web Sport', { meta: { event_form: 'sport_form' } }),
        channel(34, 'output', 'TV Sport HD', { meta: { billing_customer: 3, billing_contract: 7 } }),
        channel(35, 'output', 'Partner', { meta: { billing_customer: 4 } }),
      ],
    });
    harness.receive('settings:all', 'init', {
      data: [{ id: 6, name: 'billing', type: 'billing_config', value: { contracts_list_id: 9, customers_list_id: 8 } }],
    });
    await settle();
    const session = service.open({});
    await ready(session);
    session.change({ title: '  ', channelId: 33 });
    await save.save(session, 'none');
    expect(session.state.saveMessages).to.deep.equal(['Title is required', 'Source is required']);
    session.change({ channelId: 34, title: 'Derby', sourceChannelId: 12 });
    await settle();
    // The destination's default contract, shown to the administrator; clearing it is refused in the editor.
    expect(session.state.draft?.billing.contract).to.equal(7);
    expect(session.contractRequired).to.equal(true);
    session.setBilling({ contract: undefined });
    await save.save(session, 'none');
    expect(session.state.saveMessages).to.deep.equal(['Billing contract is required']);
    expect(harness.socket.push.called).to.equal(false);
    // Another destination: the previous default gives way (Partner has none, so the field stays empty).
    session.setBilling({ contract: 7 });
    session.change({ channelId: 35 });
    await settle();
    expect(session.state.draft?.billing.contract).to.equal(undefined);
    session.setBilling({ contract: 8 });
    expect(await save.save(session, 'none')).to.deep.equal({ ok: false });
    expect(session.state.saveMessages).to.deep.equal(['Billing contract is required']);
    session.dispose();
    harness.dispose();
  });

  it("spec 2 §4: an opened event's start move shifts the end; the update is pushed with update true; a refusal says 'Unable to update event!'", async () => {
    const { harness, service, save } = setup(() => ({ status: 'error', response: { reason: 'invalid' } }));
    harness.receive(`events:${eventUuid}`, 'init', { data: storedEvent });
    await settle();
    const session = service.open({ uuid: eventUuid });
    await ready(session);
    await settle();
    session.setStart(storedEvent.cached_start_time + 3600);
    expect(session.state.draft).to.include({
      end: storedEvent.cached_end_time + 3600,
      publishEnd: storedEvent.publish_end_time + 3600,
    });
    expect(await save.save(session, 'none')).to.deep.equal({ ok: false });
    const [topic, , payload] = harness.socket.push.firstCall.args;
    expect(topic).to.equal(`events:${eventUuid}`);
    expect(payload).to.deep.include({ update: true });
    await settle();
    expect(toastsOf(harness.store.state, eventEditorNoticeRules)).to.deep.equal([
      { title: 'Unable to update event!', intent: 'warning' },
    ]);
    const item = Object.values(harness.store.state.journal.byId)[0];
    expect(item && eventEditorNoticeRules['events.update']?.(item as never)).to.deep.equal({
      title: 'Unable to update event!',
      intent: 'warning',
      body: 'invalid',
    });
    session.dispose();
    harness.dispose();
  });

  it('spec 2 §4: Archive saves the stored event with state archived at once', async () => {
    const { harness, service, save } = setup(() => ({
      status: 'ok',
      response: { data: { ...storedEvent, state: 'archived' } },
    }));
    harness.receive(`events:${eventUuid}`, 'init', { data: storedEvent });
    await settle();
    const session = service.open({ uuid: eventUuid });
    await ready(session);
    await settle();
    expect((await save.setState(session, 'archived')).ok).to.equal(true);
    const [, , payload] = harness.socket.push.firstCall.args;
    expect(payload).to.deep.equal({
      event: {
        uuid: eventUuid,
        state: 'archived',
        cached_start_time: storedEvent.cached_start_time,
        cached_end_time: storedEvent.cached_end_time,
        channel_id: 31,
      },
      update: true,
    });
    expect(harness.commandNames()).to.deep.equal(['events.archive']);
    session.dispose();
    harness.dispose();
  });

  it('a clone loads events:clone:{id}, saves there and leaves the topic when closed', async () => {
    const { harness, service, save } = setup();
    harness.receive(`events:clone:${eventUuid}`, 'init', { data: storedEvent });
    await settle();
    const session = service.open({ cloneId: eventUuid });
    await ready(session);
    await settle();
    expect(harness.socket.join.calledWith(`events:clone:${eventUuid}`)).to.equal(true);
    expect(session.state.draft).to.include({ mode: 'create', cloneOf: eventUuid, title: 'Derby' });
    await save.save(session, 'close');
    expect(harness.socket.push.firstCall.args[0]).to.equal(`events:clone:${eventUuid}`);
    session.dispose();
    expect(harness.socket.leave.calledWith(`events:clone:${eventUuid}`)).to.equal(true);
    harness.dispose();
  });
});

describe('application/event-editor: billing contracts for the admin fields (spec 2 §5)', () => {
  it("loads the billing_config contracts list once the settings name it, and lists open contracts of the destination's customer", async () => {
    const now = Math.floor(Date.parse('2026-11-22T10:00:00Z') / 1000);
    const harness = createHarness({
      http: (request) => ({
        status: 200,
        url: `http://studio/api/v1/${request.path}`,
        body: [
          { id: 1, title: 'Stadium 2026', customer: { id: 7 }, end_date: now + 86_400 },
          { id: 2, title: 'Stadium 2025', customer: { id: 7 }, end_date: now - 86_400 },
          { id: 3, title: 'Arena 2026', customer: { id: 8 } },
        ],
      }),
    });
    harness.container.bind(HttpGateway).toSelf().inSingletonScope();
    harness.container.load(formsModule, eventEditorModule);
    harness.receive('profile:t', 'init', { data: { id: 1, email: 'admin@demo.local', type: 'admin' } });
    harness.receive('channels:all', 'init', {
      channels: [channel(31, 'output', 'Web Sport', { meta: { billing_customer: 7 } })],
    });
    await settle();
    const session = harness.container.get(EventEditorService).open({});
    expect(harness.http.called).to.equal(false);
    harness.receive('settings:all', 'init', {
      data: [{ id: 4, name: 'billing', type: 'billing_config', value: { contracts_list_id: 21 } }],
    });
    await settle();
    expect(harness.http.firstCall.args[0]).to.include({ name: 'billing_contracts', path: 'content_list/21' });
    await settle();
    const contracts = await firstValueFrom(harness.container.get(EventEditorQueries).contracts$(31));
    expect(contracts.map((contract) => contract.label)).to.deep.equal(['Stadium 2026']);
    session.dispose();
    harness.dispose();
  });
});
