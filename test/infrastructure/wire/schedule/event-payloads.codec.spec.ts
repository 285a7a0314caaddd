import { expect } from 'chai';
import {
  EventFilterCodec,
  EventReplyCodec,
  EventSavePayloadCodec,
  EventSearchReplyCodec,
  SetBillingStatusPayloadCodec,
  scheduleTopics,
} from '../../../../src/infrastructure/wire/schedule';
import { sampleEventUuids } from '../../../fixtures/wire/schedule.samples';
import { decodes, rejectionPaths } from './wire-test-kit';

describe('wire/schedule: push payloads and replies', () => {
  it('spec 1 §7.2, spec 3 §7: filter {daterange {start, end} unix s, states, customer?, offset?, limit?, order_by?}', () => {
    const filter = { daterange: { start: 1795298400, end: 1795989599 }, states: ['active'] };
    expect(decodes(EventFilterCodec, filter)).to.deep.equal(filter);
    const cloudrec = {
      ...filter,
      offset: 50,
      limit: 50,
      order_by: [
        { field: 'cached_start_time', direction: 'desc' },
        { field: 'uuid', direction: 'desc' },
      ],
    };
    expect(decodes(EventFilterCodec, cloudrec)).to.deep.equal(cloudrec);
    expect(rejectionPaths(EventFilterCodec, { daterange: { start: '2026-11-22' }, states: ['open'] })).to.deep.equal([
      'daterange.start',
      'daterange.end',
      'states.0',
    ]);
  });

  it('spec 3 §7: set_billing_status {event_uuid, status}', () => {
    expect(
      decodes(SetBillingStatusPayloadCodec, { event_uuid: sampleEventUuids.football, status: 'billed' }).status,
    ).to.equal('billed');
    expect(
      rejectionPaths(SetBillingStatusPayloadCodec, { event_uuid: sampleEventUuids.football, status: 'paid' }),
    ).to.deep.equal(['status']);
  });

  it("spec 2 §7: save with an event payload and the 'update' flag; a new event has no uuid yet", () => {
    const draft = {
      cached_start_time: 1795626000,
      cached_end_time: 1795634100,
      channel_id: 33,
      title: 'HJK – KuPS',
      event_group: { channel_id: 14 },
    };
    expect(decodes(EventSavePayloadCodec, { event: draft }).event.title).to.equal('HJK – KuPS');
    expect(
      decodes(EventSavePayloadCodec, { event: { ...draft, uuid: sampleEventUuids.football }, update: true }).update,
    ).to.equal(true);
    expect(rejectionPaths(EventSavePayloadCodec, { event: { ...draft, uuid: 'new' } })).to.deep.equal(['event.uuid']);
  });

  it('replies: saved event under data; search results', () => {
    const event = { uuid: sampleEventUuids.football, state: 'active', cached_start_time: 1, cached_end_time: 2 };
    expect(decodes(EventReplyCodec, { data: event }).data.uuid).to.equal(sampleEventUuids.football);
    expect(
      decodes(EventSearchReplyCodec, {
        results: [{ uuid: sampleEventUuids.football, cached_start_time: 1, title: 'HJK – KuPS' }],
      }).results,
    ).to.have.length(1);
  });

  it('every push of the catalogue has a payload and a reply codec', () => {
    const pushes = Object.values(scheduleTopics).flatMap((topic) => Object.entries(topic.pushes));
    expect(pushes.map(([name]) => name).sort()).to.deep.equal([
      'filter',
      'save',
      'save',
      'save',
      'save',
      'search',
      'set_billing_status',
      'stop',
      'toggle_todo',
    ]);
    for (const [, spec] of pushes) {
      expect(spec.payload.decode, spec.doc).to.be.a('function');
      expect(spec.reply.decode, spec.doc).to.be.a('function');
    }
  });
});
