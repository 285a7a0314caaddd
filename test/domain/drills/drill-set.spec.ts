import { expect } from 'chai';
import fc from 'fast-check';
import { drillFaults, mergeDrills, runningDrills, type KeptDrill } from '../../../src/domain/drills';

const channels = ['c-1', 'c-2'];
const drillArbitrary = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  channel_uuid: fc.constantFrom(...channels),
  fault: fc.constantFrom(...drillFaults),
  started_at: fc.integer({ min: 0, max: 100 }),
  ends_at: fc.integer({ min: 0, max: 200 }),
});
// One id names one drill: its channel, fault and start never change, only its end moves earlier.
const consistent = (drills: readonly KeptDrill[]): KeptDrill[] => {
  const first = new Map<string, KeptDrill>();
  for (const drill of drills) if (!first.has(drill.id)) first.set(drill.id, drill);
  return drills.map((drill) => {
    const origin = first.get(drill.id) as KeptDrill;
    return { ...origin, ends_at: Math.max(origin.started_at, drill.ends_at) };
  });
};
const sorted = (drills: readonly KeptDrill[]): KeptDrill[] => [...drills].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('fault drills: the set every process holds (domain/drills/drill-set.ts)', () => {
  it('merges to the same set whatever the order and grouping of the messages', () => {
    fc.assert(
      fc.property(fc.array(drillArbitrary, { maxLength: 8 }), fc.integer({ min: 0, max: 8 }), (raw, cut) => {
        const all = consistent(raw);
        const [left, right] = [all.slice(0, cut), all.slice(cut)];
        const oneWay = mergeDrills(mergeDrills([], left), right);
        const otherWay = mergeDrills(mergeDrills([], right), left);
        expect(sorted(oneWay)).to.deep.equal(sorted(otherWay));
        expect(sorted(mergeDrills(oneWay, all)), 'idempotent').to.deep.equal(sorted(oneWay));
      }),
    );
  });

  it('keeps the earlier end of a drill (a stop), and ends a drill where the next one on its channel starts', () => {
    const black: KeptDrill = { id: 'a', channel_uuid: 'c-1', fault: 'black', started_at: 0, ends_at: 30 };
    const stopped = mergeDrills([black], [{ ...black, ends_at: 10 }]);
    expect(stopped).to.deep.equal([{ ...black, ends_at: 10 }]);
    const silence: KeptDrill = { id: 'b', channel_uuid: 'c-1', fault: 'silence', started_at: 5, ends_at: 50 };
    const elsewhere: KeptDrill = { id: 'c', channel_uuid: 'c-2', fault: 'stall', started_at: 6, ends_at: 40 };
    const replaced = mergeDrills([black], [silence, elsewhere]);
    expect(replaced).to.deep.equal([{ ...black, ends_at: 5 }, silence, elsewhere]);
    expect(runningDrills(replaced, 7).map((drill) => drill.id)).to.deep.equal(['b', 'c']);
    expect(runningDrills(replaced, 50)).to.deep.equal([]);
  });
});
