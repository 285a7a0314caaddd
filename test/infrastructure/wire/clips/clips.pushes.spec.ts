import { expect } from 'chai';
import { isRight } from 'fp-ts/lib/Either';
import { exportDrafts, inPointOf, outPointOf, type ClipDraft, type TagDraft } from '../../../../src/domain/clips';
import { clipsTopics } from '../../../../src/infrastructure/wire/clips';
import { decodeOrUndefined } from '../../../../src/infrastructure/wire/kit';
import { sampleClipExport, sampleClipHd, sampleEventUuid, sampleTag } from '../../../fixtures/wire/clips.samples';

describe('clips pushes', () => {
  it('save {clip} carries a draft cut from the player (spec 2 §7 events:clip:{uuid or create})', () => {
    const clip: ClipDraft = {
      event_uuid: sampleEventUuid,
      start_time: inPointOf(3605.7),
      end_time: outPointOf(3670.2),
      meta: { title: 'Opening goal', clip_type: 'highlight1' },
    };
    const save = clipsTopics['events:clip:create'].pushes.save;
    expect(decodeOrUndefined(save.payload, { clip })).to.deep.equal({ clip });
    expect(
      decodeOrUndefined(save.payload, { clip: { ...clip, event_uuid: undefined } }),
      'event_uuid is required',
    ).to.equal(undefined);
    expect(
      isRight(
        clipsTopics['events:clip:{uuid}'].pushes.save.payload.decode({ clip: { ...clip, uuid: sampleClipHd.uuid } }),
      ),
    ).to.equal(true);
  });

  it('the save reply lists the created clips, one per quality', () => {
    const reply = clipsTopics['events:clip:create'].pushes.save.reply;
    expect(decodeOrUndefined(reply, { data: [sampleClipHd, { ...sampleClipHd, uuid: 'other' }] })?.data).to.have.length(
      2,
    );
    expect(decodeOrUndefined(reply, { data: sampleClipHd }), 'a single clip is not a list').to.equal(undefined);
  });

  it('regenerate_clip and re_export_clip carry {uuid}', () => {
    for (const push of [
      clipsTopics['events:clips:{event}'].pushes.regenerate_clip,
      clipsTopics['events:clip:{uuid}'].pushes.regenerate_clip,
      clipsTopics['events:clip_exports:{event}'].pushes.re_export_clip,
    ]) {
      expect(decodeOrUndefined(push.payload, { uuid: 'u-1' })).to.deep.equal({ uuid: 'u-1' });
      expect(decodeOrUndefined(push.payload, {})).to.equal(undefined);
      expect(decodeOrUndefined(push.reply, {})).to.deep.equal({});
    }
  });

  it('save {clip_export}: one push per export configuration, the reply is the export', () => {
    const save = clipsTopics['events:clip_export:create'].pushes.save;
    const drafts = exportDrafts(
      {
        clip_uuids: [sampleClipHd.uuid],
        event_uuid: sampleEventUuid,
        form_data: { title: 'Goal' },
        meta: { title: 'Goal' },
      },
      [4, 7],
    );
    for (const clip_export of drafts)
      expect(decodeOrUndefined(save.payload, { clip_export })).to.deep.equal({ clip_export });
    expect(decodeOrUndefined(save.reply, { data: sampleClipExport })?.data.uuid).to.equal(sampleClipExport.uuid);
  });

  it('save {tag} and its reply', () => {
    const tag: TagDraft = {
      event_uuid: sampleEventUuid,
      stream_time: 125,
      state: 'active',
      meta: { type: 'goal', type_name: 'Goal', title: 'Goal 1-0' },
    };
    expect(decodeOrUndefined(clipsTopics['events:tag:create'].pushes.save.payload, { tag })).to.deep.equal({ tag });
    expect(
      decodeOrUndefined(clipsTopics['events:tag:{uuid}'].pushes.save.reply, { data: sampleTag })?.data.stream_time,
    ).to.equal(3642);
  });

  it('clip settings get: the reply is the settings', () => {
    const get = clipsTopics['events:clip_settings:{event}'].pushes.get;
    expect(decodeOrUndefined(get.payload, {})).to.deep.equal({});
    expect(
      decodeOrUndefined(get.reply, {
        data: { preview_playlist_url: null, live_playlist_url: 'https://live.example/l.m3u8' },
      })?.data,
    ).to.deep.equal({ preview_playlist_url: undefined, live_playlist_url: 'https://live.example/l.m3u8' });
  });
});
