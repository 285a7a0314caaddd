import { expect } from 'chai';
import { PresetModel } from '../../../server/simulation/presets';

describe('server/simulation/presets (spec 3 §2.9 viewer presets)', () => {
  it('a new output gets camera, audio and graphics presets with one applied each', () => {
    const status = new PresetModel().status('arena_program');
    expect(Object.keys(status.control)).to.deep.equal(['camera', 'audio', 'graphics']);
    for (const [module, presets] of Object.entries(status.control))
      expect(presets.value).to.include(status.state?.[module]);
  });

  it('only known presets apply; the last one named per module wins', () => {
    const model = new PresetModel();
    const [, second = ''] = model.status('x').control.camera?.value ?? [];
    const applicable = model.applicable('x', {
      camera: { type: 'presets', value: ['nope', second] },
      lights: { type: 'presets', value: ['on'] },
    });
    expect(applicable).to.deep.equal({ camera: second });
    model.apply('x', applicable);
    expect(model.status('x').state?.camera).to.equal(second);
  });
});
