import { expect } from 'chai';
import {
  batteryColour,
  batteryIcon,
  cpuColour,
  diskColour,
  memoryColour,
  processCountColour,
  temperatureColour,
} from '../../../src/domain/instances';

describe('gauge colours (spec 1 §9, spec 2 §9)', () => {
  it('"CPU and memory colours: error over 75, warning over 60"', () => {
    expect([60, 60.1, 75, 75.1].map(cpuColour)).to.deep.equal(['success', 'warning', 'warning', 'error']);
    expect([60, 61, 75, 76].map(memoryColour)).to.deep.equal(['success', 'warning', 'warning', 'error']);
  });

  it('"Disk: error over 90, warning over 80"', () => {
    expect([80, 80.5, 90, 91].map(diskColour)).to.deep.equal(['success', 'warning', 'warning', 'error']);
  });

  it('"Battery colours: success over 90, warning over 50, otherwise error"', () => {
    expect([91, 90, 51, 50, 5].map((percent) => batteryColour(percent))).to.deep.equal([
      'success',
      'warning',
      'warning',
      'error',
      'error',
    ]);
  });

  it('"Battery state Charging or Full is success"', () => {
    expect(batteryColour(12, 'Charging')).to.equal('success');
    expect(batteryColour(12, 'Full')).to.equal('success');
    expect(batteryColour(12, 'Unplugged')).to.equal('error');
  });

  it('"Battery icons step at 100, 90, 75, 40 and 20"', () => {
    expect([100, 99, 90, 89, 75, 74, 40, 39, 20, 19, 0].map(batteryIcon)).to.deep.equal([
      100, 90, 90, 75, 75, 40, 40, 20, 20, 0, 0,
    ]);
  });

  it('"Temperature Nominal is success" (Fair warning, others error: our decision)', () => {
    expect(['Nominal', 'Fair', 'Serious', 'Critical'].map(temperatureColour)).to.deep.equal([
      'success',
      'warning',
      'error',
      'error',
    ]);
  });

  it('"Broadcaster process count turns orange above 20000 and red above 32000"', () => {
    expect([20000, 20001, 32000, 32001].map(processCountColour)).to.deep.equal(['normal', 'orange', 'orange', 'red']);
  });
});
