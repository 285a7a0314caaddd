import { expect } from 'chai';
import type { Channel } from '../../../src/domain/channels';
import {
  monitorCardMessage,
  monitorCardState,
  monitorChoices,
  monitorStateLabel,
  savedMonitorFilter,
  searchMonitorChoices,
  toggledMonitorFilter,
} from '../../../src/domain/monitoring';

const channel = (
  uuid: string,
  title: string,
  meta: Channel['meta'] = {},
  state: Channel['state'] = 'active',
): Channel => ({
  id: uuid.length,
  uuid,
  name: uuid,
  title,
  type: 'input',
  state,
  meta,
});

const channels = [
  channel('c-studio', 'Studio 1', { monitor_url: '/hls/live/c-studio/index.m3u8' }),
  channel('c-arena', 'Arena A', { system_channel: true }),
  channel('c-dev', 'Web Sport'),
  channel('c-old', 'Old feed', {}, 'archived'),
];

describe('monitor walls (spec 2 §2, §4, §5; spec 3 §6)', () => {
  it('without a saved filter shows every active channel but those served by a developer instance, by title', () => {
    const choices = monitorChoices(channels, new Set(['c-dev']), undefined, 'all');
    expect(choices.map((choice) => [choice.uuid, choice.shown, choice.developer])).to.deep.equal([
      ['c-arena', true, false],
      ['c-studio', true, false],
      ['c-dev', false, true],
    ]);
  });

  it('with a saved filter shows exactly the channels it names (a developer channel too), and the system wall only system channels', () => {
    const saved = ['c-dev', 'c-arena'];
    expect(
      monitorChoices(channels, new Set(['c-dev']), saved, 'all')
        .filter((choice) => choice.shown)
        .map((c) => c.uuid),
    ).to.deep.equal(['c-arena', 'c-dev']);
    expect(monitorChoices(channels, new Set(), saved, 'system').map((choice) => choice.uuid)).to.deep.equal([
      'c-arena',
    ]);
  });

  it('reads only a list of strings as a saved filter', () => {
    expect(savedMonitorFilter(['a', 'b'])).to.deep.equal(['a', 'b']);
    expect(savedMonitorFilter(undefined)).to.equal(undefined);
    expect(savedMonitorFilter({ a: true })).to.equal(undefined);
    expect(savedMonitorFilter(['a', 1])).to.equal(undefined);
  });

  it('a toggle adds or removes one uuid and keeps the rest in order', () => {
    expect(toggledMonitorFilter(['a', 'b', 'c'], 'b', false)).to.deep.equal(['a', 'c']);
    expect(toggledMonitorFilter(['a', 'c'], 'b', true)).to.deep.equal(['a', 'c', 'b']);
    expect(toggledMonitorFilter(['a', 'b'], 'b', true)).to.deep.equal(['a', 'b']);
  });

  it('searches from 3 characters: shorter text lists everything', () => {
    const choices = monitorChoices(channels, new Set(), undefined, 'all');
    expect(searchMonitorChoices(choices, 'St')).to.have.length(3);
    expect(searchMonitorChoices(choices, 'stu').map((choice) => choice.uuid)).to.deep.equal(['c-studio']);
  });

  it('a preview loads only while connected and with a url; otherwise the card says why', () => {
    const url = '/hls/live/x/index.m3u8';
    expect(monitorCardState(url, 'connected')).to.deep.equal({ kind: 'live', url });
    const message = (state: ReturnType<typeof monitorCardState>): string =>
      state.kind === 'live' ? 'live' : monitorCardMessage(state);
    expect(message(monitorCardState(undefined, 'connected'))).to.equal('No preview');
    expect(message(monitorCardState('', 'connected'))).to.equal('No preview');
    expect(message(monitorCardState(url, 'listening'))).to.equal('Channel is idle');
    expect(message(monitorCardState(url, 'connecting'))).to.equal('Connecting…');
    expect(message(monitorCardState(url, 'disconnected'))).to.equal('Disconnected');
    expect(message(monitorCardState(url, undefined))).to.equal('No connection state yet');
  });

  it("labels 'listening' idle and any other state as it is (running)", () => {
    expect(monitorStateLabel('listening')).to.equal('idle');
    expect(monitorStateLabel('connected')).to.equal('connected');
    expect(monitorStateLabel(undefined)).to.equal('unknown');
  });
});
