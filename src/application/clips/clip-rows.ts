import {
  canPlayClip,
  clipDownloadUrl,
  clipDuration,
  formatStreamTime,
  insertedAtMs,
  offersExport,
  tagTitle,
  type Clip,
  type ClipExport,
  type ClipGroup,
  type ClipStatus,
  type ExportForm,
  type Tag,
} from '../../domain/clips';
import { formatDateTime, inZone } from '../../domain/clock';

// How the clips area's lists show their rows (spec 2 §2): display strings made once per change of a row.

export interface ClipQualityView {
  readonly uuid: string;
  /** The quality's name (hd1080), which export rules use. */
  readonly name: string;
  /** As shown ('1080p'). */
  readonly label: string;
  readonly status: ClipStatus;
  readonly url?: string;
  /** This quality's file (docs/protocol/clips.md "Downloads"): one link per quality. */
  readonly downloadUrl: string;
  /** Play and download only for ready qualities (spec 2 §4). */
  readonly playable: boolean;
}

export interface ClipGroupRow {
  readonly key: string;
  readonly eventUuid: string;
  readonly status: ClipStatus;
  readonly title: string;
  readonly description: string;
  readonly clipType: string;
  readonly created: string;
  /** Positions on the recording, hh:mm:ss. */
  readonly startTime: string;
  readonly endTime: string;
  readonly duration: string;
  readonly creator: string;
  readonly qualities: readonly ClipQualityView[];
  /** The export forms whose required qualities the clip has (spec 2 §5: only those offer an entry). */
  readonly exportForms: readonly ExportForm[];
  /** The viewer may edit the cut (own, or an administrator): only then is Edit offered. */
  readonly editable: boolean;
  readonly head: Clip;
}

const qualityView =
  (apiBase: string) =>
  (clip: Clip): ClipQualityView => ({
    uuid: clip.uuid,
    downloadUrl: clipDownloadUrl(apiBase, clip.uuid),
    name: clip.meta.quality?.name ?? clip.uuid,
    label: clip.meta.quality?.title ?? clip.meta.quality?.name ?? 'clip',
    status: clip.status,
    ...(clip.url !== undefined ? { url: clip.url } : {}),
    playable: canPlayClip(clip),
  });

const createdText = (insertedAt: string, zone: string): string => {
  const ms = insertedAtMs(insertedAt);
  return ms === undefined ? '' : formatDateTime(Math.floor(ms / 1000), zone);
};

export const clipGroupRow = (
  eventUuid: string,
  group: ClipGroup,
  forms: readonly ExportForm[],
  { zone, apiBase, editable }: { readonly zone: string; readonly apiBase: string; readonly editable: boolean },
): ClipGroupRow => {
  const { head } = group;
  return {
    key: group.key,
    eventUuid,
    status: group.status,
    title: head.meta.title ?? '',
    description: head.meta.description ?? '',
    clipType: head.meta.clip_type ?? 'none',
    created: createdText(head.inserted_at, zone),
    startTime: formatStreamTime(head.start_time),
    endTime: formatStreamTime(head.end_time),
    duration: formatStreamTime(clipDuration(head)),
    creator: head.meta.account ?? '',
    qualities: group.qualities.map(qualityView(apiBase)),
    exportForms: forms.filter((form) => offersExport(group.qualities, form)),
    editable,
    head,
  };
};

export interface ExportRow {
  readonly uuid: string;
  readonly status: ClipStatus;
  readonly clipTitle: string;
  readonly destination: string;
  readonly created: string;
  readonly exporter: string;
}

export const exportRow = (item: ClipExport, clips: Readonly<Record<string, Clip>>, zone: string): ExportRow => {
  const firstClip = item.clip_uuids.map((uuid) => clips[uuid]).find((clip) => clip !== undefined);
  return {
    uuid: item.uuid,
    status: item.status,
    clipTitle: item.meta.title ?? firstClip?.meta.title ?? '',
    destination: item.meta.destination ?? '',
    created: createdText(item.inserted_at, zone),
    exporter: item.meta.account ?? '',
  };
};

export interface TagRow {
  readonly uuid: string;
  /** hh:mm:ss on the stream, '-' before it started (spec 2 §5). */
  readonly streamTime: string;
  readonly title: string;
  /** Wall-clock time of the moment, HH:mm:ss. */
  readonly time: string;
  readonly active: boolean;
  readonly tag: Tag;
}

export const tagRow = (tag: Tag, zone: string): TagRow => ({
  uuid: tag.uuid,
  streamTime: formatStreamTime(tag.stream_time),
  title: tagTitle(tag),
  time: tag.time === undefined ? '' : inZone(tag.time, zone).toFormat('HH:mm:ss'),
  active: tag.state === 'active',
  tag,
});
