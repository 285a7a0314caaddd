import { expect } from 'chai';
import { configurationPreview, deepMerge, membershipApplies } from '../../../server/records/configuration-preview';

describe('server/records/configuration-preview (spec 2 §7 get_configuration)', () => {
  it('merges objects key by key; lists and values replace', () => {
    expect(
      deepMerge({ streamer: { width: 1920, fps: 50 }, outputs: [1, 2] }, { streamer: { fps: 25 }, outputs: [3] }),
    ).to.deep.equal({ streamer: { width: 1920, fps: 25 }, outputs: [3] });
  });

  it('never lets a key reach the prototype', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as object);
    expect(merged).to.deep.equal({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('applies templates by ascending weight (equal weights by id), the channel configuration last', () => {
    const preview = configurationPreview({ streamer: { width: 1280 } }, [
      { id: 2, weight: 20, configuration: { streamer: { fps: 25, width: 640 } } },
      { id: 1, weight: 10, configuration: { streamer: { fps: 50, height: 1080 } } },
      { id: 3, configuration: { input: { default: 'srt' }, streamer: { fps: 30 } } },
    ]);
    expect(preview).to.deep.equal({ input: { default: 'srt' }, streamer: { fps: 25, height: 1080, width: 1280 } });
  });

  it('a membership counts while it never expires (-1, spec 3 §9) or its expiry is ahead', () => {
    expect(membershipApplies({ id: 1, expiry_time: -1 }, 1000)).to.equal(true);
    expect(membershipApplies({ id: 1, expiry_time: 1001 }, 1000)).to.equal(true);
    expect(membershipApplies({ id: 1, expiry_time: 1000 }, 1000)).to.equal(false);
  });
});
