import { expect } from 'chai';
import { channelById, channelIdOf, type Channel } from '../../../src/domain/channels';

const channel = (id: number, uuid: string): Channel => ({
  id,
  uuid,
  name: `ch_${id}`,
  title: `Channel ${id}`,
  type: 'output',
  state: 'active',
  meta: {},
});

describe("channel by id (one lookup for every screen that names an event's channels)", () => {
  const byUuid = { a: channel(0, 'a'), b: channel(31, 'b'), c: channel(12, 'c') };

  it('finds a channel by a number id', () => {
    expect(channelById(byUuid, 31)?.uuid).to.equal('b');
    expect(channelById(byUuid, 0)?.uuid).to.equal('a');
  });

  it("finds the same channel by a numeric string id, as the wire's numericId codec reads it", () => {
    expect(channelById(byUuid, '31')).to.equal(channelById(byUuid, 31));
    expect(channelById(byUuid, '12')?.uuid).to.equal('c');
  });

  it("a string that is not all digits names no channel (Number() would have read '' and ' ' as channel 0)", () => {
    for (const id of ['', ' ', ' 31', '31 ', '3.1e1', '0x1f', 'b', '31abc'])
      expect(channelById(byUuid, id), JSON.stringify(id)).to.equal(undefined);
    expect(channelIdOf('')).to.equal(undefined);
    expect(channelIdOf('-4')).to.equal(-4);
  });

  it('no id, an unknown id or a non-finite number names no channel', () => {
    expect(channelById(byUuid, undefined)).to.equal(undefined);
    expect(channelById(byUuid, 99)).to.equal(undefined);
    expect(channelById(byUuid, Number.NaN)).to.equal(undefined);
    expect(channelIdOf(Number.POSITIVE_INFINITY)).to.equal(undefined);
  });

  it('a new channels map is indexed afresh: an updated list is never answered from the old one', () => {
    expect(channelById(byUuid, 44)).to.equal(undefined);
    const updated = { ...byUuid, d: channel(44, 'd') };
    expect(channelById(updated, 44)?.uuid).to.equal('d');
  });
});
