import { expect } from 'chai';
import { contentRecordsProjection, releasesWithStatus } from '../../../src/domain/cms';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_000;
const { given } = projectionSpec(contentRecordsProjection);

describe('domain/cms: contentRecordsProjection (content lists read over HTTP)', () => {
  it('each answer replaces the records held for that list, by id or by name', () => {
    const state = given(
      { type: 'ContentRecordsLoaded', list: { id: 21 }, records: [{ id: 1 }, { id: 2 }], at },
      { type: 'ContentRecordsLoaded', list: { id: 21 }, records: [{ id: 3 }], at },
      { type: 'ContentRecordsLoaded', list: { name: 'sports' }, records: [{ id: 4 }], at },
    );
    expect(state.byListId[21]).to.deep.equal([{ id: 3 }]);
    expect(state.byListName.sports).to.deep.equal([{ id: 4 }]);
  });

  it('holds release records and series items per list', () => {
    const state = given(
      {
        type: 'ReleaseRecordsLoaded',
        listId: 30,
        records: [
          { id: 1, version: 'v1.0', status: 'released' },
          { id: 2, version: 'v1.1', status: 'test' },
        ],
        at,
      },
      { type: 'SeriesItemsLoaded', listId: 50, items: [{ id: 51, name: 'Liiga', start_time: 1, end_time: 2 }], at },
    );
    expect(releasesWithStatus(state.releases[30] ?? [], 'test').map((record) => record.version)).to.deep.equal([
      'v1.1',
    ]);
    expect(state.series[50]).to.have.length(1);
  });

  it("ignores a list named '__proto__' rather than replacing the map's prototype", () => {
    const state = given({ type: 'ContentRecordsLoaded', list: { name: '__proto__' }, records: [{ id: 1 }], at });
    expect(Object.getPrototypeOf(state.byListName)).to.equal(Object.prototype);
  });
});
