import { expect } from 'chai';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { DeviceTypeSettingCodec, SeriesItemCodec } from '../../../../src/infrastructure/wire/devices';

describe('device type settings and series items', () => {
  it('decodes a device type setting value (spec 3 §3)', () => {
    const setting = {
      name: 'cable',
      title: 'Cable',
      value: {
        multiple_parents: true,
        form: [
          { name: 'length_m', type: 'number', multiple_parents_field: true },
          { name: 'model', type: 'text' },
        ],
        status_list_id: 21,
        usage_list_id: 22,
        location_list_id: 23,
        series_list_id: 24,
      },
    };
    const decoded = DeviceTypeSettingCodec.decode(setting);
    expect(isRight(decoded) && decoded.right.value.form?.map((field) => field.name)).to.deep.equal([
      'length_m',
      'model',
    ]);
    expect(isLeft(DeviceTypeSettingCodec.decode({ ...setting, value: { form: [{ type: 'text' }] } }))).to.equal(true);
  });

  it('decodes a series item {id, name, start_time, end_time} and rejects text times', () => {
    expect(
      isRight(
        SeriesItemCodec.decode({ id: 51, name: 'Ice hockey league', start_time: 1726174800, end_time: 1743454800 }),
      ),
    ).to.equal(true);
    expect(
      isLeft(
        SeriesItemCodec.decode({ id: 51, name: 'Ice hockey league', start_time: '2024-09-13', end_time: 1743454800 }),
      ),
    ).to.equal(true);
  });
});
