import { expect } from 'chai';
import {
  buildOverride,
  defaultOverrideHours,
  dropExpiredOverrides,
  isValidOverrideDuration,
  normaliseOverrideDuration,
  overrideApplies,
  overrideEndTime,
  overrideKind,
  overrideRemaining,
} from '../../../src/domain/channels';

describe('overrides (spec 2 §4, §5, §9)', () => {
  it('"An override applies while its end_time is in the future"', () => {
    expect(overrideApplies({ end_time: 1000 }, 999)).to.equal(true);
    expect(overrideApplies({ end_time: 1000 }, 1000)).to.equal(false);
  });

  it('"remaining time shown as hh:mm"', () => {
    expect(overrideRemaining({ end_time: 10_000 + 5 * 3600 + 7 * 60 + 59 }, 10_000)).to.equal('05:07');
    expect(overrideRemaining({ end_time: 10_000 + 24 * 3600 }, 10_000)).to.equal('24:00');
    expect(overrideRemaining({ end_time: 10_000 }, 10_500)).to.equal('00:00');
  });

  it('"Expired overrides are dropped on open"', () => {
    const kept = { end_time: 2000, id: 'a' };
    expect(dropExpiredOverrides([{ end_time: 1000, id: 'b' }, kept], 1500)).to.deep.equal([kept]);
  });

  it('"Override duration: 1 to 24 hours, default 5"', () => {
    expect(defaultOverrideHours).to.equal(5);
    expect([0, 1, 24, 25, 2.5].map(isValidOverrideDuration)).to.deep.equal([false, true, true, false, false]);
    expect(normaliseOverrideDuration(undefined)).to.equal(5);
    expect(normaliseOverrideDuration(Number.NaN)).to.equal(5);
    expect(normaliseOverrideDuration(0)).to.equal(1);
    expect(normaliseOverrideDuration(30)).to.equal(24);
  });

  it('"end = start + 3600 s times hours"', () => {
    expect(overrideEndTime(1_731_495_600, 5)).to.equal(1_731_495_600 + 18_000);
  });

  it('builds config:output:headend with device and config:output:srtla with latency', () => {
    const headend = buildOverride({
      kind: 'headend',
      id: 'headend',
      active: true,
      startSeconds: 1000,
      hours: 2,
      device: 'headend-2',
    });
    expect(headend).to.deep.include({
      type: 'config:output:headend',
      subtype: 'active',
      start_time: 1000,
      duration: 2,
      end_time: 8200,
    });
    expect(headend.params).to.deep.include({ active: true, end_time: 8200, device: 'headend-2' });
    const srt = buildOverride({ kind: 'srtla', id: 'srtla', active: false, startSeconds: 1000, latency: 1_500_000 });
    expect(srt).to.deep.include({ type: 'config:output:srtla', duration: 5, end_time: 1000 + 5 * 3600 });
    expect(srt.params.latency).to.equal(1_500_000);
  });

  it('reads the older output/headend and output/srtla spellings (spec 2 §3)', () => {
    expect(overrideKind('output/headend')).to.equal('headend');
    expect(overrideKind('output/srtla')).to.equal('srtla');
    expect(overrideKind('config:output:srtla')).to.equal('srtla');
  });
});
