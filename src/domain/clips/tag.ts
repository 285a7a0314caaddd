export type TagState = 'active' | 'archived';

export const tagStates: readonly TagState[] = ['active', 'archived'];

/** type and type_name name the tag-type form; the rest are that form's fields. */
export type TagMeta = Readonly<Record<string, unknown>> & {
  readonly type?: string;
  readonly type_name?: string;
};

/** A moment marked on an event's stream timeline (spec 2 §3). */
export interface Tag {
  readonly uuid: string;
  readonly event_uuid: string;
  /** Seconds from the stream's start; may be negative for a moment before it (shown as '-'). */
  readonly stream_time: number;
  readonly state: TagState;
  /** Wall-clock time of the moment, unix seconds. */
  readonly time?: number;
  readonly meta: TagMeta;
}

export interface TagDraft {
  readonly uuid?: string;
  readonly event_uuid: string;
  readonly stream_time: number;
  readonly state: TagState;
  readonly time?: number;
  readonly meta: TagMeta;
}
