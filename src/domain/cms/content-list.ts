/** Content list categories (spec 3 §3). */
export const contentListCategories = [
  'graphics',
  'team',
  'series',
  'sport',
  'season',
  'poster',
  'players',
  'event',
  'images',
  'graphics_texts',
  'system',
] as const;

export interface ContentListMeta {
  /** Editable by root and developer only; must be 8-4-4-4-12 hex when given (spec 3 §5, §6). */
  readonly uuid?: string;
  readonly parent_list_id?: number;
  readonly system?: boolean;
  /** Notifier configurations (video-on-demand, event, EPG); free-form. */
  readonly notifiers?: readonly Readonly<Record<string, unknown>>[];
  readonly notify?: boolean;
}

/** A content list (spec 3 §3). `type` is its category; `groups` are group uuids. */
export interface ContentList {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly id: number;
  readonly name: string;
  readonly cms_list_type_id: number;
  readonly type?: string;
  readonly groups?: readonly string[];
  readonly meta?: ContentListMeta;
  readonly inserted_at?: string;
  readonly updated_at?: string;
}

export interface ContentListDraft {
  readonly id?: number;
  readonly name: string;
  readonly cms_list_type_id: number;
  readonly type?: string;
  readonly groups?: readonly string[];
  readonly meta?: ContentListMeta;
}
