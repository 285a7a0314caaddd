/** Clip or quality status (spec 2 §3, §4). */
export type ClipStatus = 'new' | 'processing' | 'error' | 'ready';

export const clipStatuses: readonly ClipStatus[] = ['new', 'processing', 'error', 'ready'];

/** Clip types: none, highlight1 to highlight5 (spec 2 §9). */
export type ClipType = 'none' | 'highlight1' | 'highlight2' | 'highlight3' | 'highlight4' | 'highlight5';

export const clipTypes: readonly ClipType[] = [
  'none',
  'highlight1',
  'highlight2',
  'highlight3',
  'highlight4',
  'highlight5',
];

/** One rendition of a clip; qualities of a group are listed by order_num ascending (spec 2 §9). */
export interface ClipQuality {
  readonly title?: string;
  readonly name?: string;
  readonly order_num?: number;
}

export interface ClipMeta {
  readonly title?: string;
  readonly description?: string;
  /** Free tag text, admin only (spec 2 §6). */
  readonly tags?: string;
  readonly clip_type?: ClipType;
  /** E-mail of the account that cut the clip. */
  readonly account?: string;
  /** Every quality of one cut shares this; a clip without it is a group of its own. */
  readonly group_uuid?: string;
  readonly highlight?: boolean;
  /** Bytes. */
  readonly filesize?: number;
  readonly quality?: ClipQuality;
}

/** One quality of a clip cut from an event's recording (spec 2 §3, spec 1 §3). */
export interface Clip {
  readonly uuid: string;
  readonly event_uuid: string;
  readonly status: ClipStatus;
  /** Download/play url; reachable only once ready. */
  readonly url?: string;
  /** Seconds on the event's recording. */
  readonly start_time: number;
  readonly end_time: number;
  /** ISO 8601 as the backend stores it (UTC, a zone-less value is read as UTC). */
  readonly inserted_at: string;
  readonly meta: ClipMeta;
}

/** What the editor saves: a new clip (no uuid) or changes to one (spec 2 §7 events:clip:{uuid or create}). */
export interface ClipDraft {
  readonly uuid?: string;
  readonly event_uuid: string;
  readonly start_time: number;
  readonly end_time: number;
  readonly meta: {
    readonly title: string;
    readonly description?: string;
    readonly tags?: string;
    readonly clip_type?: ClipType;
  };
}
