import { expect } from 'chai';
import { drillsProjection, type Drill, type DrillsReported } from '../../../src/domain/drills';
import { projectionSpec } from '../../support/projection-spec';

const { given } = projectionSpec(drillsProjection);
const drill: Drill = {
  channel_uuid: '3f0a6a2e-5d1b-4c53-9a55-5e4b6f1f0c11',
  fault: 'black',
  started_at: 1,
  ends_at: 2,
};
const reported = (drills: readonly Drill[], at = 0): DrillsReported => ({ type: 'DrillsReported', drills, at });

describe('domain/drills: the running drills (system:drill `drills`)', () => {
  it('is unknown until the first report, then every report replaces the whole list', () => {
    expect(given().running).to.equal(undefined);
    expect(given(reported([drill])).running).to.deep.equal([drill]);
    expect(given(reported([drill]), reported([])).running).to.deep.equal([]);
  });
});
