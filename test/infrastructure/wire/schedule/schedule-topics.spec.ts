import { expect } from 'chai';
import { scheduleTopics } from '../../../../src/infrastructure/wire/schedule';
import { sampleEventUuids, sampleGroupUuids, scheduleSamples } from '../../../fixtures/wire/schedule.samples';
import { normalize, resolveTopic } from './wire-test-kit';

describe('wire/schedule: topic catalogue', () => {
  it('names every topic by its own pattern', () => {
    for (const [key, topic] of Object.entries(scheduleTopics)) expect(topic.pattern).to.equal(key);
  });

  it('has a sample for every inbound (topic, event)', () => {
    for (const [pattern, topic] of Object.entries(scheduleTopics)) {
      for (const event of Object.keys(topic.inbound)) {
        const covered = scheduleSamples.some(
          (sample) =>
            sample.event === event && resolveTopic(scheduleTopics, sample.topic).best?.spec.pattern === pattern,
        );
        expect(covered, `${pattern} ${event}`).to.equal(true);
      }
    }
  });

  it('every sample decodes and maps to its domain events', () => {
    const types = scheduleSamples.map((sample) =>
      normalize(scheduleTopics, sample.topic, sample.event, sample.payload).map((event) => event.type),
    );
    expect(types).to.deep.equal([
      ['EventsLoaded'],
      ['EventsListed'],
      ['EventUpdated'],
      ['EventReceived'],
      ['EventReceived'],
      ['EventReceived'],
      ['EventGroupReceived'],
    ]);
  });

  it('carries the decoded entities and the frame time', () => {
    const [init] = normalize(scheduleTopics, 'events:all', 'init', scheduleSamples[0]?.payload, 4242);
    if (init?.type !== 'EventsLoaded') throw new Error('expected EventsLoaded');
    expect(init.at).to.equal(4242);
    expect(init.events.map((event) => event.uuid)).to.deep.equal([
      sampleEventUuids.hockeyMain,
      sampleEventUuids.hockeyAlternative,
      sampleEventUuids.football,
    ]);
    const [main, alternative, football] = init.events;
    expect(main?.event_group?.system_meta?.todos?.['anna.producer@example.com']).to.deep.equal({
      active: true,
      status: 'watch',
    });
    expect(main?.system_meta?.billing).to.deep.equal({
      contract: 4,
      status: 'not_billed',
      sum: undefined,
      expenses_sum: 120.5,
      info: 'Extra camera crew',
    });
    expect(alternative?.system_meta?.billing).to.deep.include({
      contract: 4,
      status: 'billed',
      sum: 350,
      expenses_sum: undefined,
    });
    expect(alternative?.preview_url).to.equal(undefined);
    expect(football?.external_id).to.equal('88231');
    const [group] = normalize(
      scheduleTopics,
      `events:event_group_by_event:${sampleEventUuids.hockeyMain}`,
      'init',
      scheduleSamples[6]?.payload,
    );
    expect(group?.type === 'EventGroupReceived' && group.group.uuid).to.equal(sampleGroupUuids.hockey);
  });

  it('resolves literal topics before events:{uuid}, and no pattern ties', () => {
    expect(resolveTopic(scheduleTopics, 'events:search').best?.spec.pattern).to.equal('events:search');
    expect(resolveTopic(scheduleTopics, 'events:create').best?.spec.pattern).to.equal('events:create');
    expect(resolveTopic(scheduleTopics, 'events:all').best?.spec.pattern).to.equal('events:all');
    expect(resolveTopic(scheduleTopics, `events:${sampleEventUuids.football}`).best?.spec.pattern).to.equal(
      'events:{uuid}',
    );
    expect(
      resolveTopic(scheduleTopics, `events:create_with_group:${sampleGroupUuids.hockey}`).best?.params,
    ).to.deep.equal({ group: sampleGroupUuids.hockey });
    for (const sample of scheduleSamples)
      expect(resolveTopic(scheduleTopics, sample.topic).tied, sample.topic).to.equal(1);
  });

  it("cannot match the clips catalogue's events: topics", () => {
    const uuid = sampleEventUuids.hockeyMain;
    for (const topic of [
      `events:clips:${uuid}`,
      `events:clip:${uuid}`,
      'events:clip:create',
      `events:tags:${uuid}`,
      `events:tag:${uuid}`,
      'events:tag:create',
      `events:clip_settings:${uuid}`,
      'events:clip_export:create',
      `events:clip_exports:${uuid}`,
    ]) {
      expect(
        resolveTopic(scheduleTopics, topic).all.map((match) => match.spec.pattern),
        topic,
      ).to.deep.equal([]);
    }
  });

  it('rejects bad frames with the path of the fault', () => {
    expect(() =>
      normalize(scheduleTopics, 'events:all', 'init', {
        events: [{ uuid: 'not-a-uuid', state: 'active', cached_start_time: 1, cached_end_time: 2 }],
      }),
    ).to.throw('events.0.uuid');
    expect(() => normalize(scheduleTopics, 'events:all', 'event-update', { data: null })).to.throw(/data/);
    expect(() => normalize(scheduleTopics, 'events:all', 'init', null)).to.throw(/rejected/);
  });
});
