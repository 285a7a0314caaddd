import { expect } from 'chai';
import type { Services } from '../../../server/services';
import { decodeDevice, takenBy } from '../../../server/topics/devices-checks';
import { stored } from './stored-documents';

const device = (id: number, meta: Record<string, unknown>) =>
  stored(id, { identifier: `D-${id}`, type: 'camera', form_data: {}, sub_device_list: [], instance_list: [], meta });

describe('server/storage: stored devices read with the wire’s DeviceCodec', () => {
  it('reads who took a device; a device that does not decode is reported and read as absent', () => {
    const reports: string[] = [];
    const services = { log: { error: (message: string) => reports.push(message) } } as unknown as Services;
    const taken = decodeDevice(
      services,
      device(1, { multiple_parents_subdevice: true, multiple_parents_parent_id: 4 }),
    );
    expect(taken && takenBy(taken)).to.equal(4);
    const free = decodeDevice(services, device(2, {}));
    expect(free && takenBy(free)).to.equal(undefined);
    expect(reports).to.deep.equal([]);
    expect(decodeDevice(services, device(3, { multiple_parents_subdevice: 'yes' }))).to.equal(undefined);
    expect(reports).to.have.length(1);
    expect(reports[0]).to.match(/^Stored device 3 does not decode and is left out: meta\.multiple_parents_subdevice: /);
  });
});
