import { expect } from 'chai';
import { channelFacts, eventFacts, instanceFacts } from '../../../server/simulation/world-facts';
import type { StoredDocument } from '../../../server/storage/document-repository';

const document = (body: Record<string, unknown>, state = 'active'): StoredDocument => ({
  id: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  state,
  insertedAt: new Date(0),
  updatedAt: new Date(0),
  version: 1,
  body,
});

describe('server/simulation/world-facts: total readers of stored bodies', () => {
  it("reads channels' MediaConnect ARNs from the comma-separated meta (spec 1 §3), none when the channel does not use them", () => {
    expect(
      channelFacts(document({ meta: { use_mediaconnect: true, mediaconnect_arns: ' a , b,' } })).arns,
    ).to.deep.equal(['a', 'b']);
    expect(channelFacts(document({ meta: { use_mediaconnect: false, mediaconnect_arns: 'a' } })).arns).to.deep.equal(
      [],
    );
  });

  it('treats fields of the wrong type as absent', () => {
    const instance = instanceFacts(
      document({
        title: 3,
        type: null,
        meta: { events: 'e1', channel: 5 },
        streamer_state: 'dancing',
        streamer_update_info: { timestamp: 'x' },
      }),
    );
    expect(instance).to.include({
      title: 'Instance 7',
      type: 'input',
      channel: undefined,
      streamerState: undefined,
      updateInfo: undefined,
    });
    expect(instance.events).to.deep.equal([]);
    const event = eventFacts(
      document({ cached_start_time: '100', cached_end_time: {}, channel_id: 'x' }, 'archived'),
      undefined,
    );
    expect(event).to.include({ start: 100, end: 100, destinationId: undefined, active: false });
  });

  it('takes the source channel from the event group row, else from an embedded group', () => {
    const embedded = document({ cached_start_time: 1, cached_end_time: 2, event_group: { uuid: 'g', channel_id: 3 } });
    expect(eventFacts(embedded, undefined).sourceId).to.equal(3);
    expect(eventFacts(embedded, document({ channel_id: 9 })).sourceId).to.equal(9);
  });
});
