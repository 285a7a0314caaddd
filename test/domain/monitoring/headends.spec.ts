import { expect } from 'chai';
import type { Channel } from '../../../src/domain/channels';
import { headendRows, mediaServers, mediaStreamRow } from '../../../src/domain/monitoring';
import type { Instance } from '../../../src/domain/instances';

const output = (uuid: string, title: string, extra: Partial<Channel> = {}): Channel => ({
  id: uuid.length,
  uuid,
  name: uuid,
  title,
  type: 'output',
  state: 'active',
  meta: {},
  ...extra,
});

describe('headend and media server lists (spec 2 §2, §4, §9)', () => {
  it('lists active channels with a head-end: source = connection state, destination = head-end output after overrides', () => {
    const channels = [
      output('b', 'Beta', { configuration: { output: { outputs: [{ type: 'headend', active: true }] } } }),
      output('a', 'Alpha', {
        headend_instance: 7,
        configuration: { output: { outputs: [{ type: 'headend', active: true }] } },
        configuration_overrides: [
          {
            type: 'config:output:headend',
            id: 'headend',
            subtype: 'active',
            params: { active: false, end_time: 2000 },
            start_time: 0,
            duration: 5,
            end_time: 2000,
          },
        ],
      }),
      output('c', 'Gamma', { configuration: { output: { outputs: [{ type: 'srtla', active: true }] } } }),
      output('d', 'Old', { state: 'archived', headend_instance: 7 }),
    ];
    const rows = headendRows(
      channels,
      {
        a: { state: 'connected', info: { buffer_status: { current_length: 50, history: [120, 80] } } },
        b: { state: 'listening' },
      },
      {
        7: { id: 7, title: 'Head-end Helsinki', type: 'headend', meta: {} },
        8: { id: 8, title: 'Head-end Tampere', type: 'headend', meta: { channel: 'b' } },
      },
      1000,
    );
    expect(rows.map((row) => [row.title, row.headend, row.sourceState, row.destinationState])).to.deep.equal([
      ['Alpha', 'Head-end Helsinki', 'connected', 'deactive'],
      ['Beta', 'Head-end Tampere', 'idle', 'active'],
    ]);
    expect(rows[0]?.buffer).to.deep.equal({ max: 120, current: 50, colour: 'orange', points: [1, 0.667, 0.417] });
    // Once the override has ended the output is active again.
    expect(headendRows(channels, {}, {}, 3000)[0]?.destinationState).to.equal('active');
  });

  it('offers delete for pull-type streams, refresh (kick) for publishers, nothing without a source id', () => {
    const pull = mediaStreamRow(9, {
      name: 'partner_feed',
      ready: true,
      readers: [{ type: 'webRTCSession', remoteAddr: '1.2.3.4:5' }],
      tracks: [],
      source: { type: 'rtspSource', url: 'rtsp://x/feed', pull: true, state: 'running' },
    });
    expect(pull).to.deep.include({ sourceAddress: 'rtsp://x/feed', readers: ['webRTCSession 1.2.3.4:5'] });
    expect(pull.action).to.deep.equal({
      kind: 'delete',
      command: { type: 'mediamtx_remove_pull', instance: 9, channel: 'partner_feed' },
    });
    const published = mediaStreamRow(9, {
      name: 'cam',
      ready: true,
      readers: [],
      tracks: [],
      source: { type: 'srtConn', id: 'conn-1', remoteAddr: '85.76.14.20:4000', state: 'publish' },
    });
    expect(published.action).to.deep.equal({
      kind: 'refresh',
      command: { type: 'mediamtx_kick', instance: 9, id: 'conn-1', stream_type: 'srtConn' },
    });
    expect(mediaStreamRow(9, { name: 'empty', ready: false, readers: [], tracks: [] }).action).to.equal(undefined);
  });

  it('lists active mediamtx instances by title', () => {
    const instance = (id: number, title: string, type: Instance['type'], state?: 'archived'): Instance => ({
      id,
      title,
      type,
      token: 't',
      meta: {},
      ...(state ? { state } : {}),
    });
    const list = mediaServers([
      instance(1, 'Zeta', 'mediamtx'),
      instance(2, 'Alpha', 'mediamtx'),
      instance(3, 'Old', 'mediamtx', 'archived'),
      instance(4, 'Streamer', 'output'),
    ]);
    expect(list.map((server) => server.title)).to.deep.equal(['Alpha', 'Zeta']);
  });
});
