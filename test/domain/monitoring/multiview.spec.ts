import { expect } from 'chai';
import type { Channel } from '../../../src/domain/channels';
import {
  lastMinuteClip,
  multiviewDayRange,
  multiviewNow,
  multiviewTimingLabel,
  multiviewVideo,
  overlapsRange,
  savedEventFilter,
  searchMultiviewChoices,
  toggledEventFilter,
  visibleToDomain,
  withOwnTodoEvents,
  type MultiviewChoice,
} from '../../../src/domain/monitoring';

const channel = (id: number, meta: Channel['meta'] = {}): Channel => ({
  id,
  uuid: `c-${id}`,
  name: `c${id}`,
  title: `Channel ${id}`,
  type: 'output',
  state: 'active',
  meta,
});

describe('multiview (spec 2 §2, §4, §5, §6)', () => {
  it('holds the timestamp for 10 s and the default range is the current day in the zone', () => {
    expect(multiviewNow(1_800_000_009)).to.equal(1_800_000_000);
    expect(multiviewNow(1_800_000_010)).to.equal(1_800_000_010);
    // 2026-11-22 10:00 UTC is 12:00 in Helsinki: the Helsinki day runs 22:00 UTC to 21:59:59 UTC.
    const range = multiviewDayRange(Date.parse('2026-11-22T10:00:00Z') / 1000, 'Europe/Helsinki');
    expect(new Date(range.start * 1000).toISOString()).to.equal('2026-11-21T22:00:00.000Z');
    expect(range.end - range.start).to.be.within(86_399, 86_400);
    expect(overlapsRange({ cached_start_time: range.start - 10, cached_end_time: range.start }, range)).to.equal(true);
    expect(overlapsRange({ cached_start_time: range.end + 1, cached_end_time: range.end + 9 }, range)).to.equal(false);
  });

  it('hides the events of a company-domain channel from accounts on other domains', () => {
    const channels = new Map([
      [1, channel(1, { company_domain: 'Partner.example' })],
      [2, channel(2)],
    ]);
    expect(visibleToDomain({ channel_id: 1 }, channels, 'ops@demo.local')).to.equal(false);
    expect(visibleToDomain({ channel_id: 1 }, channels, 'ops@partner.example')).to.equal(true);
    expect(visibleToDomain({ channel_id: 1 }, channels, 'ops@sub.partner.example')).to.equal(false);
    expect(
      visibleToDomain({ channel_id: 2, event_group: { uuid: 'g', channel_id: 1 } }, channels, 'a@demo.local'),
    ).to.equal(false);
    expect(visibleToDomain({ channel_id: 2 }, channels, 'a@demo.local')).to.equal(true);
  });

  it('searches from one character over title and detail', () => {
    const choice = (uuid: string, title: string, detail: string): MultiviewChoice => ({
      uuid,
      title,
      detail,
      start: 0,
      end: 1,
      shown: false,
    });
    const choices = [choice('a', 'Tappara', 'TV Sport HD'), choice('b', 'Studio talk', 'TV News')];
    expect(searchMultiviewChoices(choices, '').map((c) => c.uuid)).to.deep.equal(['a', 'b']);
    expect(searchMultiviewChoices(choices, 'k').map((c) => c.uuid)).to.deep.equal(['b']);
    expect(searchMultiviewChoices(choices, 'news').map((c) => c.uuid)).to.deep.equal(['b']);
  });

  it('saves choices as uuids and adds the own active to-do events once', () => {
    expect(savedEventFilter({})).to.deep.equal([]);
    expect(toggledEventFilter(['a'], 'b', true)).to.deep.equal(['a', 'b']);
    expect(toggledEventFilter(['a', 'b'], 'a', false)).to.deep.equal(['b']);
    const group = (email: string, active: boolean) => ({
      uuid: 'g',
      system_meta: { todos: { [email]: { active, status: 'watch' as const } } },
    });
    const events = [
      { uuid: 'a', event_group: group('me@x', true) },
      { uuid: 'b', event_group: group('me@x', false) },
      { uuid: 'c', event_group: group('other@x', true) },
      { uuid: 'd', event_group: group('me@x', true) },
    ];
    expect(withOwnTodoEvents(['d'], events, 'me@x')).to.deep.equal(['d', 'a']);
  });

  it('cuts the last 60 seconds in recording seconds, or the last minute of an ended event; nothing before the start', () => {
    const event = { uuid: 'e', cached_start_time: 1000, cached_end_time: 5000, title: 'Match' };
    expect(lastMinuteClip(event, 1500, 'T')).to.deep.equal({
      event_uuid: 'e',
      start_time: 440,
      end_time: 500,
      meta: { title: 'T', clip_type: 'none' },
    });
    expect(lastMinuteClip(event, 1030, 'T')).to.include({ start_time: 0, end_time: 30 });
    expect(lastMinuteClip(event, 9000, 'T')).to.include({ start_time: 3940, end_time: 4000 });
    expect(lastMinuteClip(event, 1000, 'T')).to.equal(undefined);
  });

  it('plays the recording in Preview once started and the live stream in Live only while connected', () => {
    const card = { previewUrl: '/p.m3u8', liveUrl: '/l.m3u8', connected: false, started: true };
    expect(multiviewVideo('preview', card)).to.deep.equal({ url: '/p.m3u8' });
    expect(multiviewVideo('live', card)).to.deep.equal({ message: 'Channel is not connected' });
    expect(multiviewVideo('live', { ...card, connected: true })).to.deep.equal({ url: '/l.m3u8' });
    expect(multiviewVideo('preview', { ...card, started: false })).to.deep.equal({
      message: 'Event has not yet started.',
    });
    expect(multiviewVideo('live', { connected: true, started: true })).to.deep.equal({ message: 'No preview' });
    expect(multiviewTimingLabel({ cached_start_time: 10, cached_end_time: 20 }, 15)).to.equal('Live');
    expect(multiviewTimingLabel({ cached_start_time: 10, cached_end_time: 20 }, 25)).to.equal('Ended');
    expect(multiviewTimingLabel({ cached_start_time: 10, cached_end_time: 20 }, 5)).to.equal('Upcoming');
  });
});
