import { expect } from 'chai';
import { deviceRecordFields, deviceRecordListId } from '../../../src/domain/devices';

describe('domain/devices record lists (spec 3 §3 Device type setting)', () => {
  it('each record field comes from the list the type names for it, and from none when it names none', () => {
    const type = { status_list_id: 1, usage_list_id: 2, location_list_id: 3, series_list_id: 4 };
    expect(deviceRecordFields.map((field) => deviceRecordListId(type, field))).to.deep.equal([1, 2, 3, 4]);
    expect(deviceRecordListId({ status_list_id: 1 }, 'location')).to.equal(undefined);
    expect(deviceRecordListId(undefined, 'status')).to.equal(undefined);
  });
});
