import { expect } from 'chai';
import {
  archivePlan,
  atDayAndTime,
  refusalDetail,
  billingAmountErrors,
  draftFromEvent,
  eventEditorCommands,
  newEventDraft,
  parseAmount,
  savePlan,
  withEnd,
  withPublishEnd,
  withStart,
} from '../../../src/domain/event-editor';
import type { ScheduledEvent } from '../../../src/domain/schedule';

const stored: ScheduledEvent = {
  uuid: '11111111-1111-4111-8111-111111111111',
  state: 'active',
  cached_start_time: 10_000,
  cached_end_time: 17_200,
  external_id: 'ext-1',
  channel_id: 5,
  publish_start_time: 9_000,
  publish_end_time: 20_000,
  offset: 600,
  title: 'Derby',
  subtitle: 'Round 1',
  meta: { league: 'Liiga' },
  system_meta: { billing: { contract: 3, status: 'billed', sum: 12.5 } },
  event_group: {
    uuid: '22222222-2222-4222-8222-222222222222',
    channel_id: 1,
    system_meta: { todos: { 'a@b.c': { active: true, status: 'watch' } } },
  },
};

describe('domain/schedule: event editor draft and save (spec 2 §2, §4, §5, §7)', () => {
  it("spec 2 §4: a new event takes the account's default destination; kickoff at the next quarter hour, 2 h long", () => {
    const draft = newEventDraft(1000, 7);
    expect(draft).to.include({ mode: 'create', channelId: 7, start: 1800, end: 1800 + 7200, publishEnd: 0, offset: 0 });
    expect(newEventDraft(1800, undefined).channelId).to.equal(undefined);
  });

  it('spec 2 §4: moving the start shifts end and publish end by the same amount', () => {
    const moved = withStart(draftFromEvent(stored, 'edit'), 13_600);
    expect([moved.start, moved.end, moved.publishEnd]).to.deep.equal([13_600, 20_800, 23_600]);
  });

  it('spec 2 §4: … unless the end or publish end was edited by hand, or the publish end is 0', () => {
    const byHand = withPublishEnd(withEnd(draftFromEvent(stored, 'edit'), 30_000), 40_000);
    expect(withStart(byHand, 13_600)).to.include({ end: 30_000, publishEnd: 40_000 });
    const noPublishEnd = { ...draftFromEvent(stored, 'edit'), publishEnd: 0 };
    expect(withStart(noPublishEnd, 13_600)).to.include({ end: 20_800, publishEnd: 0 });
  });

  it('an edit keeps the external_id read-only and the group; a clone drops them (the server makes a new group)', () => {
    expect(draftFromEvent(stored, 'edit')).to.include({
      mode: 'update',
      uuid: stored.uuid,
      externalId: 'ext-1',
      recordingUuid: stored.event_group?.uuid,
    });
    const clone = draftFromEvent(stored, 'clone');
    expect(clone).to.include({ mode: 'create', cloneOf: stored.uuid, recordingUuid: '' });
    expect(clone.externalId).to.equal(undefined);
    expect(clone.todos).to.deep.equal({});
  });

  it('spec 2 §7: an update saves on events:{uuid} with update true; billing and to-dos only from admins', () => {
    const plan = savePlan(draftFromEvent(stored, 'edit'), 'none', { league: 'Mestis' }, true);
    expect(plan.command).to.equal(eventEditorCommands.update);
    expect(plan.topic).to.deep.equal({ pattern: 'events:{uuid}', params: { uuid: stored.uuid } });
    expect(plan.payload.update).to.equal(true);
    expect(plan.payload.event).to.deep.include({
      uuid: stored.uuid,
      cached_start_time: 10_000,
      cached_end_time: 17_200,
      channel_id: 5,
      offset: 600,
      meta: { league: 'Mestis' },
    });
    expect(plan.payload.event.system_meta).to.deep.equal({ billing: { status: 'billed', contract: 3, sum: 12.5 } });
    expect(plan.payload.event.event_group).to.deep.include({ uuid: stored.event_group?.uuid, channel_id: 1 });
    const asUser = savePlan(draftFromEvent(stored, 'edit'), 'none', {}, false).payload.event;
    expect(asUser.system_meta).to.equal(undefined);
    expect(asUser.event_group?.system_meta).to.equal(undefined);
  });

  it("spec 2 §7: 'new' on an existing event saves it as a new event (update false, no uuid)", () => {
    const plan = savePlan(draftFromEvent(stored, 'edit'), 'new', {}, true);
    expect(plan).to.deep.include({
      command: eventEditorCommands.create,
      topic: { pattern: 'events:{uuid}', params: { uuid: stored.uuid } },
    });
    expect(plan.payload.update).to.equal(false);
    expect(plan.payload.event.uuid).to.equal(undefined);
  });

  it('spec 2 §7: a clone saves on events:clone:{id}; a Recording UUID creates in that group; else events:create', () => {
    expect(savePlan(draftFromEvent(stored, 'clone'), 'none', {}, true)).to.deep.include({
      command: eventEditorCommands.clone,
      topic: { pattern: 'events:clone:{id}', params: { id: stored.uuid } },
    });
    const inGroup = savePlan({ ...newEventDraft(0, 5), recordingUuid: 'g-1' }, 'close', {}, true);
    expect(inGroup).to.deep.include({
      command: eventEditorCommands.createWithGroup,
      topic: { pattern: 'events:create_with_group:{group}', params: { group: 'g-1' } },
    });
    expect(inGroup.payload.event.event_group).to.equal(undefined);
    expect(savePlan(newEventDraft(0, 5), 'none', {}, false)).to.deep.include({
      command: eventEditorCommands.create,
      topic: { pattern: 'events:create' },
    });
  });

  it('spec 2 §4: Archive and Unarchive save the stored event with the new state at once', () => {
    const event = { uuid: 'u', cached_start_time: 1, cached_end_time: 2, channel_id: 5 };
    expect(archivePlan(event, 'archived')).to.deep.equal({
      command: eventEditorCommands.archive,
      topic: { pattern: 'events:{uuid}', params: { uuid: 'u' } },
      payload: {
        event: { uuid: 'u', state: 'archived', cached_start_time: 1, cached_end_time: 2, channel_id: 5 },
        update: true,
      },
    });
    expect(archivePlan(event, 'active').command).to.equal(eventEditorCommands.unarchive);
  });

  it("billing amounts accept '12.50' and '12,50'; other text is refused", () => {
    expect(parseAmount('12,50')).to.equal(12.5);
    expect(parseAmount('')).to.equal(undefined);
    const draft = newEventDraft(0, 1);
    expect(billingAmountErrors({ ...draft, billing: { ...draft.billing, sum: 'ten' } })).to.deep.equal({
      sum: 'Sum must be a number',
    });
  });

  it("a refused save's toast names the server's error paths, else its reason", () => {
    expect(
      refusalDetail({
        reason: 'invalid',
        errors: [{ path: 'event.channel_id', expected: 'the id of an existing destination channel' }],
      }),
    ).to.equal('event.channel_id: the id of an existing destination channel');
    expect(refusalDetail({ reason: 'forbidden' })).to.equal('forbidden');
    expect(refusalDetail(undefined)).to.equal(undefined);
  });

  it('a typed day and 24-hour time is an instant in the zone', () => {
    expect(atDayAndTime({ year: 2026, month: 11, day: 24 }, { hours: 18, minutes: 30 }, 'Europe/Helsinki')).to.equal(
      Date.parse('2026-11-24T18:30:00+02:00') / 1000,
    );
  });
});
