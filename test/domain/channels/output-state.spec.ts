import { expect } from 'chai';
import { effectiveOutputs, outputState, type ChannelOutput, type Override } from '../../../src/domain/channels';

const headend = (active: boolean): ChannelOutput => ({ type: 'headend', active });
const srtla = (active: boolean, streamid?: string): ChannelOutput => ({ type: 'srtla', active, streamid });

describe('output state (spec 2 §4 "Output state per channel")', () => {
  it('"none/deactive when no headend or srtla outputs"', () => {
    expect(outputState([])).to.deep.equal({ type: 'none', state: 'deactive' });
    expect(outputState([{ type: 'rtmp', active: true }])).to.deep.equal({ type: 'none', state: 'deactive' });
  });

  it('counts only outputs "without a streamid"', () => {
    expect(outputState([srtla(true, 'backpack-07')])).to.deep.equal({ type: 'none', state: 'deactive' });
    expect(outputState([headend(true), srtla(true, 'backpack-07')])).to.deep.equal({
      type: 'headend',
      state: 'active',
    });
  });

  it("\"'multiple' (error) when more than one is active\": 'Multiple active output detected!'", () => {
    expect(outputState([headend(true), srtla(true)])).to.deep.equal({
      type: 'multiple',
      state: 'error',
      message: 'Multiple active output detected!',
    });
  });

  it('"otherwise the type with active or deactive"', () => {
    expect(outputState([headend(false), srtla(true)])).to.deep.equal({ type: 'srtla', state: 'active' });
    expect(outputState([headend(false), srtla(false)])).to.deep.equal({ type: 'headend', state: 'deactive' });
  });

  it('"An override applies while its end_time is in the future": it sets active for outputs of its kind', () => {
    const override: Override = {
      type: 'config:output:headend',
      id: 'headend',
      subtype: 'active',
      params: { active: false, end_time: 2000 },
      start_time: 1000,
      duration: 1,
      end_time: 2000,
    };
    const outputs = [headend(true), srtla(false)];
    expect(outputState(effectiveOutputs(outputs, [override], 1999))).to.deep.equal({
      type: 'headend',
      state: 'deactive',
    });
    expect(outputState(effectiveOutputs(outputs, [override], 2000))).to.deep.equal({
      type: 'headend',
      state: 'active',
    });
    const legacy: Override = { ...override, type: 'output/srtla', params: { active: true, end_time: 2000 } };
    expect(outputState(effectiveOutputs(outputs, [legacy], 1500))).to.include({ type: 'multiple' });
  });
});
