import {
  clipsProjection,
  initialClipsState,
  type Clip,
  type ClipExport,
  type ClipsEvent,
  type ClipsState,
  type ClipStatus,
  type Tag,
} from '../../../src/domain/clips';
import { projectionSpec } from '../../support/projection-spec';

export const eventUuid = 'ev-1';

/** A clip quality of group `group` with quality order `order`; times as the backend writes them. */
export const clip = (
  uuid: string,
  overrides: Partial<Clip> & { group?: string; order?: number; account?: string } = {},
): Clip => {
  const { group, order, account, ...rest } = overrides;
  return {
    uuid,
    event_uuid: eventUuid,
    status: 'ready' as ClipStatus,
    url: `https://clips.example/${uuid}.mp4`,
    start_time: 10,
    end_time: 20,
    inserted_at: '2026-11-12T10:00:00',
    meta: {
      title: `Clip ${uuid}`,
      account: account ?? 'op@studio.example',
      group_uuid: group,
      quality: order === undefined ? undefined : { name: `q${order}`, title: `Quality ${order}`, order_num: order },
    },
    ...rest,
  };
};

export const clipExport = (uuid: string, overrides: Partial<ClipExport> & { account?: string } = {}): ClipExport => {
  const { account, ...rest } = overrides;
  return {
    uuid,
    clip_uuids: ['c1'],
    event_uuid: eventUuid,
    status: 'ready',
    inserted_at: '2026-11-12T10:00:00Z',
    form_data: {},
    meta: { export_configuration_id: 1, destination: 'Portal', account: account ?? 'op@studio.example' },
    ...rest,
  };
};

export const tag = (uuid: string, streamTime: number, overrides: Partial<Tag> = {}): Tag => ({
  uuid,
  event_uuid: eventUuid,
  stream_time: streamTime,
  state: 'active',
  meta: { type: 'goal', type_name: 'Goal' },
  ...overrides,
});

/** The clips state after `events`, folded as one batch (test/support/projection-spec.ts). */
export const clipsAfter = (events: readonly ClipsEvent[], state: ClipsState = initialClipsState): ClipsState =>
  projectionSpec(clipsProjection).when(state, ...events);
