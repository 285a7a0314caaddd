import { expect } from 'chai';
import {
  defaultSrtLatency,
  srtLatencyChoices,
  transcoderSizeLabel,
  transcoderSizeOptions,
} from '../../../src/domain/channels';

describe('SRT latency choices (spec 2 §9)', () => {
  it('"100 ms to 500 ms in 100 ms steps, then 1.0 s to 10.0 s in 0.5 s steps" as microsecond values', () => {
    const values = srtLatencyChoices.map((choice) => choice.value);
    expect(values.slice(0, 6)).to.deep.equal([100_000, 200_000, 300_000, 400_000, 500_000, 1_000_000]);
    expect(values.at(-1)).to.equal(10_000_000);
    expect(values).to.have.length(5 + 19);
    expect(srtLatencyChoices[5]?.label).to.equal('1.0 s');
    expect(srtLatencyChoices[0]?.label).to.equal('100 ms');
  });

  it('"default 1.5 s"', () => {
    expect(defaultSrtLatency).to.equal(1_500_000);
    expect(srtLatencyChoices.some((choice) => choice.value === defaultSrtLatency && choice.label === '1.5 s')).to.equal(
      true,
    );
  });
});

describe('transcoder size options (spec 1 §9)', () => {
  it('"from 4x to 72x, plus AMD Gen 6 and 7 and GPU Gen 5 and 6 variants up to 192x"', () => {
    const values = transcoderSizeOptions.map((option) => option.value);
    expect(values[0]).to.equal('4x');
    expect(values).to.include('72x');
    for (const family of ['AMD Gen 6', 'AMD Gen 7', 'GPU Gen 5', 'GPU Gen 6']) {
      expect(
        transcoderSizeOptions.some((option) => option.label === `${family} 192x`),
        family,
      ).to.equal(true);
    }
    expect(new Set(values).size).to.equal(values.length);
  });

  it('labels a stored size, and shows an unknown one as stored', () => {
    expect(transcoderSizeLabel('amd-gen6-16x')).to.equal('AMD Gen 6 16x');
    expect(transcoderSizeLabel('c5.9xlarge')).to.equal('c5.9xlarge');
    expect(transcoderSizeLabel(undefined)).to.equal('');
  });
});
