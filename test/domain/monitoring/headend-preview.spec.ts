import { expect } from 'chai';
import type { Channel } from '../../../src/domain/channels';
import { headendPreviewOf, headendPreviewUrl, headendRows } from '../../../src/domain/monitoring';
import type { Setting } from '../../../src/domain/settings';

const setting = (id: number, value: unknown, type = 'headend_preview'): Setting => ({
  id,
  name: `preview_${id}`,
  type,
  value,
});

const channel: Channel = {
  id: 1,
  uuid: 'c-1',
  name: 'tv news',
  title: 'TV News',
  type: 'output',
  state: 'active',
  meta: {},
  configuration: { output: { outputs: [{ type: 'headend', active: true }] } },
};

describe('headend_preview setting (spec 2 §3; docs/protocol/settings.md)', () => {
  it('applies the lowest-id headend_preview with a url; sizes default to 320×180 and are held to 80–1280', () => {
    const preview = headendPreviewOf([
      setting(9, { url: '/later/{channel}.m3u8', width: 200, height: 100 }),
      setting(3, { width: 640 }),
      setting(5, { url: ' /hls/live/{channel}/index.m3u8 ', width: 5000, height: 'big' }),
      setting(1, { url: '/not/a/preview' }, 'system'),
    ]);
    expect(preview).to.deep.equal({
      settingId: 5,
      title: 'preview_5',
      url: '/hls/live/{channel}/index.m3u8',
      width: 1280,
      height: 180,
    });
    expect(headendPreviewOf([setting(2, { width: 100 })])).to.equal(undefined);
  });

  it('fills {channel} and {name}, URL-encoded', () => {
    const preview = { settingId: 1, title: 'p', url: '/x/{channel}/{name}.m3u8', width: 320, height: 180 };
    expect(headendPreviewUrl(preview, channel)).to.equal('/x/c-1/tv%20news.m3u8');
  });

  it('rows carry the preview: the playlist only while connected, otherwise why not; no preview without a setting', () => {
    const preview = headendPreviewOf([setting(1, { url: '/hls/live/{channel}/index.m3u8', width: 400, height: 300 })]);
    const row = (state: 'connected' | 'listening' | 'connecting') =>
      headendRows([channel], { 'c-1': { state } }, {}, 0, preview)[0]?.preview;
    expect(row('connected')).to.deep.equal({ url: '/hls/live/c-1/index.m3u8', width: 400, height: 300 });
    expect(row('listening')).to.deep.equal({ message: 'Channel is idle', width: 400, height: 300 });
    expect(row('connecting')).to.deep.equal({ message: 'Connecting…', width: 400, height: 300 });
    expect(headendRows([channel], { 'c-1': { state: 'connected' } }, {}, 0)[0]).to.not.have.property('preview');
  });
});
