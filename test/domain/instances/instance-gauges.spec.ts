import { expect } from 'chai';
import { cpuSummary, diskPercent, formatCpu, formatLoad, memoryPercent } from '../../../src/domain/instances';

describe('instance gauges (spec 1 §2.7, §9)', () => {
  it('"Load is shown with 2 decimals and CPU with 1 decimal"', () => {
    expect(formatLoad(2.4149)).to.equal('2.41');
    expect(formatLoad(11)).to.equal('11.00');
    expect(formatCpu(34.25)).to.equal('34.3');
    expect(formatCpu(7)).to.equal('7.0');
  });

  it('"CPU (per core, average and max)"', () => {
    expect(cpuSummary([10, 20, 90])).to.deep.equal({ average: 40, max: 90 });
    expect(cpuSummary([])).to.equal(undefined);
    expect(cpuSummary(undefined)).to.equal(undefined);
  });

  it('memory and disk percentages feed the gauges; an empty total reads 0', () => {
    expect(memoryPercent({ total: 16, used: 12 })).to.equal(75);
    expect(diskPercent({ mount: '/', total: 0, used: 0 })).to.equal(0);
  });
});
