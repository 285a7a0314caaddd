import { expect } from 'chai';
import {
  audioInputs,
  audioOutputs,
  isPresetActive,
  mediaServerStreamAction,
  presetUpdate,
  relayName,
  relayResetLockMs,
  routedInput,
  videoOutputModes,
  type MediaServerStream,
} from '../../../src/domain/instances';

describe('external devices (spec 3 §3, §4, §9)', () => {
  it('"Video output modes 1080p50 and 1080i50. Audio inputs AudioIn1 to AudioIn8. Audio outputs AudioOut0 to AudioOut7."', () => {
    expect(videoOutputModes).to.deep.equal(['1080p50', '1080i50']);
    expect([audioInputs[0], audioInputs.at(-1), audioInputs.length]).to.deep.equal(['AudioIn1', 'AudioIn8', 8]);
    expect([audioOutputs[0], audioOutputs.at(-1), audioOutputs.length]).to.deep.equal(['AudioOut0', 'AudioOut7', 8]);
  });

  it('"Relay reset button: disabled for 5000 ms after a click"', () => {
    expect(relayResetLockMs).to.equal(5000);
  });

  it('names relays from the instance relay_names, then the device, then by number', () => {
    expect(relayName({ id: 2, state: 'on' }, ['Encoder A', 'Encoder B'])).to.equal('Encoder B');
    expect(relayName({ id: 4, state: 'on', name: 'Spare' }, ['Encoder A'])).to.equal('Spare');
    expect(relayName({ id: 5, state: 'off' }, undefined)).to.equal('Relay 5');
  });

  it('reads the routing table', () => {
    expect(routedInput({ routing: [{ out_id: 1, in_id: 3 }] }, 1)).to.equal(3);
    expect(routedInput({}, 1)).to.equal(undefined);
  });
});

describe('media server streams (spec 2 §2 "Pull-type streams show delete; others show refresh")', () => {
  const stream = (source: MediaServerStream['source']): MediaServerStream => ({
    name: 'partner_feed',
    ready: true,
    source,
    readers: [],
    tracks: [],
  });

  it('a pull stream offers delete: mediamtx_remove_pull {channel}', () => {
    expect(mediaServerStreamAction(60, stream({ type: 'rtspSource', pull: true, url: 'rtsp://x' }))).to.deep.equal({
      type: 'mediamtx_remove_pull',
      instance: 60,
      channel: 'partner_feed',
    });
  });

  it('others offer refresh: mediamtx_kick {id, stream_type}', () => {
    expect(mediaServerStreamAction(60, stream({ type: 'srtConn', id: 'abc' }))).to.deep.equal({
      type: 'mediamtx_kick',
      instance: 60,
      id: 'abc',
      stream_type: 'srtConn',
    });
    expect(mediaServerStreamAction(60, stream(undefined))).to.equal(undefined);
  });
});

describe('viewer presets (spec 3 §2.9)', () => {
  it('"A preset button turns red when the control state equals the preset\'s state"', () => {
    const status = {
      control: { camera: { type: 'presets' as const, value: ['wide', 'bench'] } },
      state: { camera: 'wide' },
    };
    expect(isPresetActive(status, 'camera', 'wide')).to.equal(true);
    expect(isPresetActive(status, 'camera', 'bench')).to.equal(false);
    expect(isPresetActive(undefined, 'camera', 'wide')).to.equal(false);
  });

  it('an update applies one preset to one module', () => {
    expect(presetUpdate('camera', 'bench')).to.deep.equal({ camera: { type: 'presets', value: ['bench'] } });
  });
});
