import { expect } from 'chai';
import type { LogEntry } from '../../../../src/domain/log';
import type { DomainEvent } from '../../../../src/domain/state';
import { clipsHttpCalls, clipsTopics } from '../../../../src/infrastructure/wire/clips';
import type { AnyTopic } from '../../../../src/infrastructure/wire/kit';
import { TopicResolver, WireNormalizer } from '../../../../src/infrastructure/wire/normalizer';
import {
  clipsHttpSamples,
  clipsSamples,
  sampleClipExport,
  sampleClipHd,
  sampleEventUuid,
  sampleTag,
} from '../../../fixtures/wire/clips.samples';

const normalizer = new WireNormalizer(clipsTopics, clipsHttpCalls);
const frame = (topic: string, event: string, payload: unknown): LogEntry => ({
  seq: 7,
  at: 1000,
  kind: 'FrameReceived',
  topic,
  event,
  payload,
});
const normalize = (topic: string, event: string, payload: unknown): readonly DomainEvent[] =>
  normalizer.normalize(frame(topic, event, payload));

describe('clips topics', () => {
  it('has a sample for every inbound event of the catalogue', () => {
    const sampled = new Set(
      clipsSamples.map(
        (sample) => `${new TopicResolver(clipsTopics).resolve(sample.topic)?.spec.pattern} ${sample.event}`,
      ),
    );
    const declared = Object.values(clipsTopics as Record<string, AnyTopic>).flatMap((topic) =>
      Object.keys(topic.inbound).map((event) => `${topic.pattern} ${event}`),
    );
    expect([...sampled].sort()).to.deep.equal(declared.sort());
  });

  it('decodes every sample without rejection', () => {
    for (const sample of clipsSamples) {
      const events = normalize(sample.topic, sample.event, sample.payload);
      expect(events[0], `${sample.topic} ${sample.event}`).to.deep.include({ type: 'FrameDecoded' });
      expect(events, `${sample.topic} ${sample.event}`).to.have.length(2);
    }
  });

  it('maps clips to ClipsReceived with wire null as undefined', () => {
    const [, event] = normalize(`events:clips:${sampleEventUuid}`, 'clips', clipsSamples[0]?.payload);
    expect(event?.type).to.equal('ClipsReceived');
    if (event?.type !== 'ClipsReceived') return;
    expect(event.eventUuid).to.equal(sampleEventUuid);
    expect(event.at).to.equal(1000);
    expect(event.clips.map((clip) => clip.uuid)).to.deep.equal([
      sampleClipHd.uuid,
      '5e7a9c1b-3d5f-4a7c-8e9b-0c1d2e3f4a5b',
    ]);
    expect(event.clips[1]?.url).to.equal(undefined);
    expect(event.clips[1]?.meta.filesize).to.equal(undefined);
    expect(event.clips[0]?.meta.quality).to.deep.equal({ title: '1080p', name: 'hd1080', order_num: 1 });
  });

  it('maps one clip, settings, exports and tags to their events', () => {
    const types = clipsSamples.map((sample) => normalize(sample.topic, sample.event, sample.payload)[1]?.type);
    expect(types).to.deep.equal([
      'ClipsReceived',
      'ClipUpdated',
      'ClipSettingsReceived',
      'ClipExportsReceived',
      'ClipExportUpdated',
      'TagsReceived',
      'TagUpdated',
    ]);
    const [, exported] = normalize(`events:clip_exports:${sampleEventUuid}`, 'clip_export', {
      data: { ...sampleClipExport, meta: { ...sampleClipExport.meta, export_configuration_id: '12' } },
    });
    expect(
      exported?.type === 'ClipExportUpdated' ? exported.clipExport.meta.export_configuration_id : undefined,
      'a numeric string id',
    ).to.equal(12);
    const [, tags] = normalize(`events:tags:${sampleEventUuid}`, 'tags', clipsSamples[5]?.payload);
    expect(
      tags?.type === 'TagsReceived' ? tags.tags.map((tag) => [tag.stream_time, tag.time, tag.meta['team']]) : undefined,
    ).to.deep.equal([
      [3642, sampleTag.time, 'home'],
      [-12, undefined, undefined],
    ]);
  });

  describe('rejects bad payloads with a path error', () => {
    const rejected = (topic: string, event: string, payload: unknown) => {
      const [first] = normalize(topic, event, payload);
      return first?.type === 'FrameRejected' ? first.errors.map((error) => error.path) : [];
    };

    it('an unknown clip status', () => {
      expect(
        rejected(`events:clips:${sampleEventUuid}`, 'clips', { data: [{ ...sampleClipHd, status: 'done' }] }),
      ).to.include('data.0.status');
    });

    it('a clip type outside none, highlight1..5', () => {
      expect(
        rejected(`events:clips:${sampleEventUuid}`, 'clip', {
          data: { ...sampleClipHd, meta: { clip_type: 'highlight6' } },
        }),
      ).to.include('data.meta.clip_type');
    });

    it('a tag whose stream time is text, and a tag state outside active/archived', () => {
      expect(
        rejected(`events:tags:${sampleEventUuid}`, 'tag', { data: { ...sampleTag, stream_time: '01:00' } }),
      ).to.include('data.stream_time');
      expect(
        rejected(`events:tags:${sampleEventUuid}`, 'tag', { data: { ...sampleTag, state: 'deleted' } }),
      ).to.include('data.state');
    });

    it('an export without clip_uuids, and a list that is not one', () => {
      const { clip_uuids: _dropped, ...noClips } = sampleClipExport;
      expect(rejected(`events:clip_exports:${sampleEventUuid}`, 'clip_export', { data: noClips })).to.include(
        'data.clip_uuids',
      );
      expect(rejected(`events:clip_exports:${sampleEventUuid}`, 'clip_exports', { data: sampleClipExport })).to.include(
        'data',
      );
    });

    it('settings that are not an object, and payloads of the wrong kind', () => {
      expect(rejected(`events:clip_settings:${sampleEventUuid}`, 'settings', { data: 'https://x' })).to.include('data');
      expect(
        rejected(`events:clip_settings:${sampleEventUuid}`, 'settings', { data: { preview_playlist_url: 7 } }),
      ).to.include('data.preview_playlist_url');
      for (const payload of [null, 'x', 42, []])
        expect(rejected(`events:clips:${sampleEventUuid}`, 'clips', payload), JSON.stringify(payload)).to.deep.equal([
          '(root)',
        ]);
      expect(rejected(`events:clips:${sampleEventUuid}`, 'clips', {})).to.deep.equal(['data']);
    });
  });

  it('never throws on deep nesting or huge strings', () => {
    let deep: unknown = {};
    for (let i = 0; i < 10_000; i += 1) deep = { data: deep, meta: deep === null ? 0 : { nested: i } };
    const huge = 'x'.repeat(5_000_000);
    for (const sample of clipsSamples) {
      expect(() => normalize(sample.topic, sample.event, deep)).to.not.throw();
      expect(() => normalize(sample.topic, sample.event, { data: [huge] })).to.not.throw();
      expect(() => normalize(sample.topic, sample.event, { data: { uuid: huge, meta: deep } })).to.not.throw();
    }
  });

  it('the clip_exists HTTP call changes no state, whatever the answer', () => {
    for (const sample of clipsHttpSamples) {
      expect(
        normalizer.normalize({
          seq: 1,
          at: 1,
          kind: 'HttpExchanged',
          name: sample.name,
          method: 'HEAD',
          url: 'https://clips.example/c.mp4',
          status: sample.status,
          response: sample.response,
        }),
      ).to.deep.equal([]);
    }
    expect(
      normalizer.normalize({
        seq: 1,
        at: 1,
        kind: 'HttpExchanged',
        name: 'clip_exists',
        method: 'HEAD',
        url: 'https://clips.example/c.mp4',
        status: 404,
      }),
    ).to.deep.equal([]);
  });
});
