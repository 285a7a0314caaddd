import { expect } from 'chai';
import fc from 'fast-check';
import {
  EventCodec,
  EventGroupCodec,
  EventSearchResultCodec,
  TodoCodec,
  uuid,
} from '../../../../src/infrastructure/wire/schedule';
import { sampleEventUuids } from '../../../fixtures/wire/schedule.samples';
import { decodes, rejectionPaths } from './wire-test-kit';

const minimal = {
  uuid: sampleEventUuids.football,
  state: 'active',
  cached_start_time: 1795626000,
  cached_end_time: 1795634100,
};

describe('wire/schedule: event codecs', () => {
  it('decodes a minimal event; wire null becomes absent', () => {
    const event = decodes(EventCodec, {
      ...minimal,
      title: null,
      channel_id: '33',
      event_group: null,
      system_meta: null,
    });
    expect(event.title).to.equal(undefined);
    expect(event.channel_id).to.equal(33);
    expect(event.event_group).to.equal(undefined);
  });

  it('spec 3 §3: billing fields from forms: empty means absent, numeric text becomes a number', () => {
    const event = decodes(EventCodec, {
      ...minimal,
      system_meta: { billing: { contract: '', status: '', sum: '12,50', expenses_sum: 3 }, other: { x: 1 } },
    });
    expect(event.system_meta?.billing).to.deep.equal({
      contract: undefined,
      status: undefined,
      sum: 12.5,
      expenses_sum: 3,
    });
    expect(event.system_meta?.other).to.deep.equal({ x: 1 });
  });

  it('rejects with the path of the fault', () => {
    expect(rejectionPaths(EventCodec, { ...minimal, state: 'deleted' })).to.deep.equal(['state']);
    expect(rejectionPaths(EventCodec, { ...minimal, cached_end_time: '1795634100' })).to.deep.equal([
      'cached_end_time',
    ]);
    expect(rejectionPaths(EventCodec, { ...minimal, system_meta: { billing: { status: 'paid' } } })).to.deep.equal([
      'system_meta.billing.status',
    ]);
    expect(rejectionPaths(EventCodec, { ...minimal, cached_start_time: Number.NaN })).to.deep.equal([
      'cached_start_time',
    ]);
  });

  it('spec 2 §3: to-dos are {active, status watch|ready} keyed by e-mail', () => {
    expect(decodes(TodoCodec, { active: true, status: 'ready' })).to.deep.equal({ active: true, status: 'ready' });
    expect(rejectionPaths(TodoCodec, { active: 'yes', status: 'later' })).to.deep.equal(['active', 'status']);
    expect(
      rejectionPaths(EventGroupCodec, {
        uuid: sampleEventUuids.football,
        system_meta: { todos: { 'a@b.fi': { active: true } } },
      }),
    ).to.deep.equal(['system_meta.todos.a@b.fi.status']);
  });

  it('keys must be uuids, so no wire string can become __proto__ of a projection map', () => {
    expect(uuid.is('6F1C2A9E-3B7D-4C1E-9A52-0D8E4F7B1C23')).to.equal(true);
    expect(rejectionPaths(EventCodec, { ...minimal, uuid: '__proto__' })).to.deep.equal(['uuid']);
    expect(rejectionPaths(EventSearchResultCodec, { uuid: 'constructor', cached_start_time: 1 })).to.deep.equal([
      'uuid',
    ]);
  });

  it('accepts huge strings and deeply nested meta without throwing', () => {
    const deep = Array.from({ length: 5000 }).reduce<Record<string, unknown>>((inner) => ({ inner }), {});
    expect(decodes(EventCodec, { ...minimal, title: 'x'.repeat(2_000_000), meta: deep }).title).to.have.length(
      2_000_000,
    );
  });

  it('never throws on arbitrary JSON, and rejects what is no event', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = EventCodec.decode(value);
        return result._tag === 'Left' || typeof result.right.uuid === 'string';
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        EventCodec.decode({ ...minimal, system_meta: value, event_group: value, meta: value });
        return true;
      }),
      { numRuns: 500 },
    );
  });
});
