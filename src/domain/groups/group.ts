import type { ArchiveState } from './archive-state';

export interface GroupMeta {
  /** Reveals the Productions menu to the group's members (spec 1 §6). */
  readonly productions?: boolean;
  /** Account id → production role on the group's channels (spec 3 §3, §6). */
  readonly production_roles?: Readonly<Record<string, string>>;
}

/** An account group (spec 3 §3). Members are account ids; channels and events are uuids. */
export interface Group {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly id: number;
  readonly uuid: string;
  readonly name?: string;
  readonly state?: ArchiveState;
  readonly accounts?: readonly number[];
  readonly channels?: readonly string[];
  readonly cms_lists?: readonly number[];
  readonly cms_list_types?: readonly number[];
  readonly settings?: readonly number[];
  readonly events?: readonly string[];
  readonly meta?: GroupMeta;
  readonly inserted_at?: string;
  readonly updated_at?: string;
}

/** What a save sends: no id for a new group; the uuid may be left to the server. */
export interface GroupDraft {
  readonly id?: number;
  readonly uuid?: string;
  readonly name: string;
  readonly state: ArchiveState;
  readonly accounts?: readonly number[];
  readonly channels?: readonly string[];
  readonly cms_lists?: readonly number[];
  readonly cms_list_types?: readonly number[];
  readonly settings?: readonly number[];
  readonly events?: readonly string[];
  readonly meta?: GroupMeta;
}
