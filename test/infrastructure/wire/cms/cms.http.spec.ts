import { expect } from 'chai';
import { cmsHttpCalls } from '../../../../src/infrastructure/wire/cms';
import { cmsHttpSamples } from '../../../fixtures/wire/cms.samples';
import { frameAt, httpEventsOf } from '../settings/catalogue-harness';

const api = 'http://127.0.0.1:4000/api/v1';
const sample = (name: string) => {
  const found = cmsHttpSamples.find((entry) => entry.name === name);
  if (!found) throw new Error(`no sample ${name}`);
  return found;
};

describe('wire/cms: cmsHttpCalls', () => {
  it('has a sample for every call', () => {
    expect([...new Set(cmsHttpSamples.map((entry) => entry.name))].sort()).to.deep.equal(
      Object.keys(cmsHttpCalls).sort(),
    );
  });

  it('content_list/{id} → ContentRecordsLoaded for list {id}', () => {
    const [event] = httpEventsOf(cmsHttpCalls, sample('content_list'), `${api}/content_list/21`);
    expect(event).to.deep.include({ type: 'ContentRecordsLoaded', list: { id: 21 }, at: frameAt });
  });

  it('content_list/by_name/{name} → ContentRecordsLoaded for the decoded name; a malformed escape yields nothing', () => {
    expect(
      httpEventsOf(cmsHttpCalls, sample('content_list_by_name'), `${api}/content_list/by_name/ice%20hockey?x=1`)[0],
    ).to.deep.include({
      list: { name: 'ice hockey' },
    });
    expect(
      httpEventsOf(cmsHttpCalls, sample('content_list_by_name'), `${api}/content_list/by_name/%E0%A4%A`),
    ).to.deep.equal([]);
  });

  it('release records (id, version, key, status — spec 3 §7) and series items (id, name, start_time, end_time)', () => {
    const [releases] = httpEventsOf(cmsHttpCalls, sample('release_records'), `${api}/content_list/30`);
    expect(releases?.type === 'ReleaseRecordsLoaded' && releases.records.map((record) => record.status)).to.deep.equal([
      'released',
      'test',
    ]);
    const [series] = httpEventsOf(cmsHttpCalls, sample('series_items'), `${api}/content_list/50`);
    expect(series).to.deep.include({ type: 'SeriesItemsLoaded', listId: 50 });
  });

  it('rejects a record without an id, and a series item with a text start_time', () => {
    expect(cmsHttpCalls.content_list.response.decode([{ title: 'x' }])._tag).to.equal('Left');
    expect(
      cmsHttpCalls.series_items.response.decode([{ id: 1, name: 'x', start_time: 'today', end_time: 2 }])._tag,
    ).to.equal('Left');
  });

  it('content-list failures are ignored silently (spec 1 §8): no onFailure events', () => {
    for (const call of Object.values(cmsHttpCalls)) expect(call).to.not.have.property('onFailure');
  });
});
