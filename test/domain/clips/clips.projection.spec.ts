import { expect } from 'chai';
import { clipGroupsOf, clipsProjection, type ClipsEvent, type ClipsState } from '../../../src/domain/clips';
import { clip, clipExport, eventUuid, tag } from './clip-builders';
import { projectionSpec } from '../../support/projection-spec';

const { given, when } = projectionSpec(clipsProjection);

const received = (...clips: ReturnType<typeof clip>[]): ClipsEvent => ({
  type: 'ClipsReceived',
  eventUuid,
  clips,
  at: 1,
});
const updated = (one: ReturnType<typeof clip>): ClipsEvent => ({ type: 'ClipUpdated', eventUuid, clip: one, at: 2 });
const groupKeys = (state: ClipsState): string[] => clipGroupsOf(state, eventUuid).map((group) => group.key);
const qualityUuids = (state: ClipsState, key: string): string[] =>
  clipGroupsOf(state, eventUuid)
    .find((group) => group.key === key)
    ?.qualities.map((one) => one.uuid) ?? [];

describe('clips projection', () => {
  describe('clips of an event (spec 2 §7 events:clips:{event})', () => {
    it('given clips, when a new list arrives, then it replaces the old one', () => {
      const state = given(received(clip('a'), clip('b')), received(clip('c')));
      expect(Object.keys(state.byEvent[eventUuid]?.clips ?? {})).to.deep.equal(['c']);
      expect(groupKeys(state)).to.deep.equal(['c']);
    });

    it('groups qualities by group_uuid, order_num ascending (spec 2 §9 "qualities by order_num ascending")', () => {
      const state = given(
        received(
          clip('q3', { group: 'g', order: 3 }),
          clip('q1', { group: 'g', order: 1 }),
          clip('q2', { group: 'g', order: 2 }),
        ),
      );
      expect(groupKeys(state)).to.deep.equal(['g']);
      expect(qualityUuids(state, 'g')).to.deep.equal(['q1', 'q2', 'q3']);
    });

    it('orders groups newest first (spec 2 §9 "Clip ordering newest first")', () => {
      const state = given(
        received(
          clip('old', { inserted_at: '2026-11-12T08:00:00' }),
          clip('new', { inserted_at: '2026-11-12T12:00:00' }),
          clip('mid', { inserted_at: '2026-11-12T10:00:00' }),
        ),
      );
      expect(groupKeys(state)).to.deep.equal(['new', 'mid', 'old']);
    });

    it('given a list, when one clip arrives, then it is upserted into its group at its quality place', () => {
      const state = given(
        received(clip('q1', { group: 'g', order: 1 }), clip('q3', { group: 'g', order: 3 })),
        updated(clip('q2', { group: 'g', order: 2, status: 'processing' })),
      );
      expect(qualityUuids(state, 'g')).to.deep.equal(['q1', 'q2', 'q3']);
      expect(clipGroupsOf(state, eventUuid)[0]?.status).to.equal('processing');
    });

    it('a status change replaces the clip without reordering anything', () => {
      const before = given(
        received(clip('a', { inserted_at: '2026-11-12T09:00:00' }), clip('b', { inserted_at: '2026-11-12T11:00:00' })),
      );
      const after = when(before, updated(clip('a', { inserted_at: '2026-11-12T09:00:00', status: 'error' })));
      expect(after.byEvent[eventUuid]?.clips['a']?.status).to.equal('error');
      expect(after.byEvent[eventUuid]?.groupOrder).to.equal(before.byEvent[eventUuid]?.groupOrder);
    });

    it('a new group is placed by its time, newest first', () => {
      const state = given(
        received(clip('a', { inserted_at: '2026-11-12T09:00:00' }), clip('c', { inserted_at: '2026-11-12T11:00:00' })),
        updated(clip('b', { inserted_at: '2026-11-12T10:00:00' })),
        updated(clip('d', { inserted_at: '2026-11-12T12:00:00' })),
      );
      expect(groupKeys(state)).to.deep.equal(['d', 'c', 'b', 'a']);
    });

    it('a clip that moves to another group leaves the old one, and an emptied group disappears', () => {
      const state = given(
        received(clip('a', { group: 'g1', order: 1 }), clip('b', { group: 'g2', order: 1 })),
        updated(clip('a', { group: 'g2', order: 2 })),
      );
      expect(groupKeys(state)).to.deep.equal(['g2']);
      expect(qualityUuids(state, 'g2')).to.deep.equal(['b', 'a']);
    });

    it('keeps events apart, and an event never seen reads as empty', () => {
      const state = given(received(clip('a')), { type: 'ClipsReceived', eventUuid: 'ev-2', clips: [clip('z')], at: 3 });
      expect(groupKeys(state)).to.deep.equal(['a']);
      expect(clipGroupsOf(state, 'ev-2').map((group) => group.key)).to.deep.equal(['z']);
      expect(clipGroupsOf(state, 'unknown')).to.deep.equal([]);
    });

    it('a repeated uuid in one list keeps its last version once', () => {
      const state = given(received(clip('a', { status: 'new' }), clip('a', { status: 'ready' })));
      expect(clipGroupsOf(state, eventUuid)).to.have.length(1);
      expect(clipGroupsOf(state, eventUuid)[0]?.status).to.equal('ready');
    });
  });

  describe('exports, tags and clip settings', () => {
    it('given exports, when a list arrives, then it replaces them; one export is upserted', () => {
      const state = given(
        { type: 'ClipExportsReceived', eventUuid, exports: [clipExport('x1'), clipExport('x2')], at: 1 },
        { type: 'ClipExportsReceived', eventUuid, exports: [clipExport('x3')], at: 2 },
        { type: 'ClipExportUpdated', eventUuid, clipExport: clipExport('x3', { status: 'error' }), at: 3 },
        { type: 'ClipExportUpdated', eventUuid, clipExport: clipExport('x4'), at: 4 },
      );
      const exports = state.byEvent[eventUuid]?.exports ?? {};
      expect(Object.keys(exports).sort()).to.deep.equal(['x3', 'x4']);
      expect(exports['x3']?.status).to.equal('error');
    });

    it('given tags, when a list arrives, then it replaces them; one tag is upserted', () => {
      const state = given(
        { type: 'TagsReceived', eventUuid, tags: [tag('t1', 5), tag('t2', 6)], at: 1 },
        { type: 'TagsReceived', eventUuid, tags: [tag('t3', 7)], at: 2 },
        { type: 'TagUpdated', eventUuid, tag: tag('t3', 7, { state: 'archived' }), at: 3 },
      );
      expect(Object.keys(state.byEvent[eventUuid]?.tags ?? {})).to.deep.equal(['t3']);
      expect(state.byEvent[eventUuid]?.tags['t3']?.state).to.equal('archived');
    });

    it('keeps clip settings per event, and a clips list leaves them alone', () => {
      const settings = {
        preview_playlist_url: 'https://vod.example/p.m3u8',
        live_playlist_url: 'https://live.example/l.m3u8',
      };
      const state = given({ type: 'ClipSettingsReceived', eventUuid, settings, at: 1 }, received(clip('a')));
      expect(state.byEvent[eventUuid]?.settings).to.deep.equal(settings);
    });

    it('an unrelated event type leaves the state as it was', () => {
      const state = given(received(clip('a')));
      expect(when(state, { type: 'ClockTicked', now: 0 })).to.equal(state);
    });
  });
});
