import { expect } from 'chai';
import { channelTile, type Channel, type ChannelTileInput } from '../../../src/domain/channels';
import type { Instance } from '../../../src/domain/instances';

const input: Channel = {
  id: 1,
  uuid: 'in-1',
  name: 'arena_a_cam1',
  title: 'Arena A',
  type: 'input',
  state: 'active',
  transcoder: true,
  meta: { use_pull: true, pull_url: 'srt://ingest:9000' },
};
const output: Channel = {
  id: 2,
  uuid: 'out-1',
  name: 'tv_sport',
  title: 'TV Sport',
  type: 'output',
  state: 'active',
  transcoder: true,
  meta: { use_mediaconnect: true, mediaconnect_arns: 'arn:a,arn:b' },
};
const transcoder = (id: number, channel: string, events: string[] = []): Instance => ({
  id,
  title: `Transcoder ${id}`,
  type: 'transcoder',
  token: 't',
  meta: { channel, events, transcoder: true },
});
const streamer: Instance = {
  id: 9,
  title: 'Backpack',
  type: 'input',
  token: 't',
  meta: { channel: 'in-1', ip: '10.0.0.9', http_port: 8081 },
};

const tileOf = (extra: Partial<ChannelTileInput> & Pick<ChannelTileInput, 'channel'>) =>
  channelTile({
    role: extra.channel.type === 'input' ? 'source' : 'destination',
    eventUuid: 'ev-1',
    instances: [],
    mediaconnects: {},
    startAwaited: false,
    administrator: true,
    ...extra,
  });

describe('channel tile (spec 2 §2 "Channel tile", §4, §6)', () => {
  it('offers Start on an input channel without a bound transcoder, Stop with the bound instance, "Starting…" while a start is awaited', () => {
    expect(tileOf({ channel: input }).transcoder).to.deep.equal({ kind: 'start', target: 'channel' });
    expect(tileOf({ channel: input, instances: [transcoder(5, 'in-1')] }).transcoder).to.deep.equal({
      kind: 'stop',
      instanceId: 5,
    });
    expect(tileOf({ channel: input, startAwaited: true }).transcoder).to.deep.equal({ kind: 'starting' });
  });

  it('binds an output channel per event: a transcoder serving another event does not count', () => {
    expect(tileOf({ channel: output, instances: [transcoder(6, 'out-1', ['ev-2'])] }).transcoder).to.deep.equal({
      kind: 'start',
      target: 'event',
    });
    expect(tileOf({ channel: output, instances: [transcoder(6, 'out-1', ['ev-1'])] }).transcoder).to.deep.equal({
      kind: 'stop',
      instanceId: 6,
    });
  });

  it('"transcoder start on output channels" is admin-only, Stop is not; a channel without the transcoder flag has none', () => {
    expect(tileOf({ channel: output, administrator: false }).transcoder).to.equal(undefined);
    expect(
      tileOf({ channel: output, administrator: false, instances: [transcoder(6, 'out-1', ['ev-1'])] }).transcoder,
    ).to.deep.equal({ kind: 'stop', instanceId: 6 });
    expect(tileOf({ channel: { ...input, transcoder: false } }).transcoder).to.equal(undefined);
  });

  it("mediaconnects: 'active' if all ACTIVE, 'standby' if all STANDBY, otherwise 'changing'; admin-only controls", () => {
    const standby = tileOf({
      channel: output,
      mediaconnects: { 'arn:a': { status: 'STANDBY' }, 'arn:b': { status: 'STANDBY' } },
    }).mediaconnects;
    expect(standby).to.deep.equal({ aggregate: 'standby', canStart: true, canStop: false });
    const active = tileOf({
      channel: output,
      mediaconnects: { 'arn:a': { status: 'ACTIVE' }, 'arn:b': { status: 'ACTIVE' } },
    }).mediaconnects;
    expect(active).to.deep.equal({ aggregate: 'active', canStart: false, canStop: true });
    const mixed = tileOf({
      channel: output,
      mediaconnects: { 'arn:a': { status: 'ACTIVE' }, 'arn:b': { status: 'STARTING' } },
    }).mediaconnects;
    expect(mixed).to.deep.equal({ aggregate: 'changing', canStart: false, canStop: false });
    expect(
      tileOf({
        channel: output,
        administrator: false,
        mediaconnects: { 'arn:a': { status: 'ACTIVE' }, 'arn:b': { status: 'ACTIVE' } },
      }).mediaconnects,
    ).to.equal(undefined);
  });

  it('offers a pull for a use_pull channel through the media server, and knows from its status whether it pulls', () => {
    expect(tileOf({ channel: input }).pull).to.equal(undefined);
    expect(tileOf({ channel: input, mediaServer: { id: 60 } }).pull).to.deep.equal({
      mediaServerId: 60,
      streamName: 'arena_a_cam1',
      url: 'srt://ingest:9000',
    });
    const pulled = {
      name: 'arena_a_cam1',
      ready: true,
      readers: [],
      tracks: [],
      source: { type: 'srtSource', pull: true },
    };
    expect(tileOf({ channel: input, mediaServer: { id: 60, streams: [pulled] } }).pull?.pulling).to.equal(true);
    expect(tileOf({ channel: input, mediaServer: { id: 60, streams: [] } }).pull?.pulling).to.equal(false);
    // Operators pull too: the pull is the channel's configured one (docs/protocol.md).
    expect(tileOf({ channel: input, administrator: false, mediaServer: { id: 60 } }).pull).to.include({
      mediaServerId: 60,
    });
  });

  it('offers a router stop only while the connection carries this event', () => {
    expect(tileOf({ channel: input, connection: { state: 'connected', events: ['ev-1'] } }).routerStoppable).to.equal(
      true,
    );
    expect(tileOf({ channel: input, connection: { state: 'connected', events: ['ev-2'] } }).routerStoppable).to.equal(
      false,
    );
    expect(tileOf({ channel: input, connection: { state: 'listening', events: ['ev-1'] } }).routerStoppable).to.equal(
      false,
    );
  });

  it("opens the channel for administrators only; links the streamer's streamdeck and the event's multiview", () => {
    const tile = tileOf({ channel: input, instances: [streamer, transcoder(5, 'in-1')], administrator: false });
    expect(tile.canOpen).to.equal(false);
    expect(tile.instances).to.deep.equal([
      { id: 9, title: 'Backpack' },
      { id: 5, title: 'Transcoder 5' },
    ]);
    expect(tile.streamdeckUrl).to.equal('http://10.0.0.9:8081/streamdeck?channel=arena_a_cam1');
    expect(tile.multiviewerUrl).to.equal('/multiview/event/ev-1');
    expect(tileOf({ channel: input }).streamdeckUrl).to.equal(undefined);
  });
});
