import { expect } from 'chai';
import { clipSettingsAt, clipSettingsPayload } from '../../../server/simulation/clip-settings';

describe('server/simulation/clip-settings (docs/protocol/media.md "Where the URLs go")', () => {
  const facts = { uuid: 'e1', start: 1000, end: 4600, channelUuid: 'c1' };

  it("a started event has its recording and its channel's live playlist; the recording URL carries its times", () => {
    expect(clipSettingsAt(facts, 2_000_000)).to.deep.equal({
      preview_playlist_url: '/hls/vod/e1/index.m3u8?start=1000&end=4600',
      live_playlist_url: '/hls/live/c1/index.m3u8',
    });
  });

  it('nothing before the start ("Event has not yet started."), and no live playlist without a channel; null on the wire', () => {
    expect(clipSettingsPayload(clipSettingsAt(facts, 999_000))).to.deep.equal({
      data: { preview_playlist_url: null, live_playlist_url: null },
    });
    expect(clipSettingsAt({ ...facts, channelUuid: undefined }, 2_000_000)).to.deep.equal({
      preview_playlist_url: '/hls/vod/e1/index.m3u8?start=1000&end=4600',
    });
  });
});
