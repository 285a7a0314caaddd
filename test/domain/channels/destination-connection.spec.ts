import { expect } from 'chai';
import { bufferSparkline, canLoadPreview, isConnectionRunning } from '../../../src/domain/channels';

describe('destination connection (spec 1 §4, spec 2 §4, §9)', () => {
  it('"Any state other than listening counts as running"', () => {
    expect(isConnectionRunning('listening')).to.equal(false);
    expect(
      ['disconnected', 'connecting', 'connected'].map((state) => isConnectionRunning(state as 'connected')),
    ).to.deep.equal([true, true, true]);
    expect(isConnectionRunning(undefined)).to.equal(false);
  });

  it('"Preview loads only when connection state is connected and a url exists"', () => {
    expect(canLoadPreview('connected', 'https://x/index.m3u8')).to.equal(true);
    expect(canLoadPreview('connecting', 'https://x/index.m3u8')).to.equal(false);
    expect(canLoadPreview('connected', '')).to.equal(false);
  });

  it('"Buffer sparkline: orange when max is over 100, red when over 5000"', () => {
    expect(bufferSparkline({ current_length: 40, history: [10, 100, 40] })).to.deep.equal({
      max: 100,
      current: 40,
      colour: 'normal',
    });
    expect(bufferSparkline({ current_length: 40, history: [10, 101, 40] }).colour).to.equal('orange');
    expect(bufferSparkline({ current_length: 40, history: [5000] }).colour).to.equal('orange');
    expect(bufferSparkline({ current_length: 5001, history: [] })).to.deep.equal({
      max: 5001,
      current: 5001,
      colour: 'red',
    });
  });
});
