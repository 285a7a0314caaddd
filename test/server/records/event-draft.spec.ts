import { expect } from 'chai';
import { eventBody, eventGroupBody, withDerivedUrls, withTodo } from '../../../server/records/event-draft';

const draft = { cached_start_time: 1000, cached_end_time: 4600, channel_id: 3, title: 'Derby' };

describe('server/records/event-draft (docs/protocol/schedule.md "Studio server")', () => {
  it('derives duration, offset and publish times where absent ("0 means unset")', () => {
    expect(eventBody({ draft, existing: undefined, administrator: false, groupUuid: 'g' })).to.deep.include({
      duration: 3600,
      offset: 0,
      publish_start_time: 0,
      publish_end_time: 0,
      meta: {},
      system_meta: {},
      event_group_uuid: 'g',
    });
  });

  it('keeps fields not sent and the read-only external id (spec 2 §2 "The external_id is read-only")', () => {
    const body = eventBody({
      draft: { ...draft, external_id: 'new' },
      existing: { ...draft, subtitle: 'kept', external_id: 'liiga-1', event_group: { uuid: 'old' } },
      administrator: true,
      groupUuid: 'g',
    });
    expect(body).to.deep.include({ subtitle: 'kept', external_id: 'liiga-1', title: 'Derby' });
    expect(body).to.not.have.property('event_group');
  });

  it("billing is the administrators' (spec 2 §3): others keep the stored billing, administrators replace it", () => {
    const existing = { ...draft, system_meta: { billing: { status: 'billed' as const }, note: 'a' } };
    const sent = { ...draft, system_meta: { billing: { status: 'not_billed' as const }, note: 'b' } };
    expect(eventBody({ draft: sent, existing, administrator: false, groupUuid: 'g' }).system_meta).to.deep.equal({
      note: 'b',
      billing: { status: 'billed' },
    });
    expect(eventBody({ draft: sent, existing, administrator: true, groupUuid: 'g' }).system_meta).to.deep.equal({
      note: 'b',
      billing: { status: 'not_billed' },
    });
  });

  it('a group starts with the event and keeps its to-dos unless an administrator sends them (spec 2 §2)', () => {
    const todos = { 'a@x': { active: true, status: 'watch' as const } };
    expect(eventGroupBody({ channel_id: 4 }, undefined, false, 1000)).to.deep.equal({
      channel_id: 4,
      start_time: 1000,
      system_meta: { todos: {} },
    });
    expect(
      eventGroupBody(
        { system_meta: { todos: {}, signal_type: 'srt' } },
        { start_time: 5, system_meta: { todos } },
        false,
        1000,
      ),
    ).to.deep.equal({ start_time: 5, system_meta: { todos, signal_type: 'srt' } });
    expect(
      eventGroupBody({ system_meta: { todos: {} } }, { system_meta: { todos } }, true, 1000).system_meta,
    ).to.deep.equal({ todos: {} });
  });

  it('toggling a to-do is keyed by the account e-mail (spec 1 §3)', () => {
    expect(
      withTodo({ system_meta: { todos: { 'a@x': { active: true, status: 'ready' } } } }, 'b@x', {
        active: true,
        status: 'watch',
      }).system_meta,
    ).to.deep.equal({
      todos: { 'a@x': { active: true, status: 'ready' }, 'b@x': { active: true, status: 'watch' } },
    });
  });

  it('derives the live and recording URLs (docs/protocol/media.md) but keeps ones an operator typed', () => {
    expect(withDerivedUrls({ cached_start_time: 10, cached_end_time: 20 }, 'e', 'c')).to.deep.include({
      live_url: '/hls/live/c/index.m3u8',
      preview_url: '/hls/vod/e/index.m3u8?start=10&end=20',
    });
    expect(
      withDerivedUrls(
        {
          cached_start_time: 10,
          cached_end_time: 20,
          live_url: 'https://cdn/x.m3u8',
          preview_url: '/hls/vod/e/index.m3u8?start=10&end=15',
        },
        'e',
        'c',
      ),
    ).to.deep.include({
      live_url: 'https://cdn/x.m3u8',
      preview_url: '/hls/vod/e/index.m3u8?start=10&end=20',
    });
  });
});
