import type { Clip } from './clip';
import type { ClipExport } from './clip-export';
import type { ClipSettings } from './clip-settings';
import type { Tag } from './tag';

// Every event names the event (broadcast slot) whose topic delivered it: the topic scopes the list.

/** events:clips:{event} `clips`: the full list of the event's clips; it replaces what was known. */
export interface ClipsReceived {
  readonly type: 'ClipsReceived';
  readonly eventUuid: string;
  readonly clips: readonly Clip[];
  readonly at: number;
}

/** events:clips:{event} `clip`: one clip quality created or changed (status moves arrive this way). */
export interface ClipUpdated {
  readonly type: 'ClipUpdated';
  readonly eventUuid: string;
  readonly clip: Clip;
  readonly at: number;
}

export interface ClipSettingsReceived {
  readonly type: 'ClipSettingsReceived';
  readonly eventUuid: string;
  readonly settings: ClipSettings;
  readonly at: number;
}

export interface ClipExportsReceived {
  readonly type: 'ClipExportsReceived';
  readonly eventUuid: string;
  readonly exports: readonly ClipExport[];
  readonly at: number;
}

export interface ClipExportUpdated {
  readonly type: 'ClipExportUpdated';
  readonly eventUuid: string;
  readonly clipExport: ClipExport;
  readonly at: number;
}

export interface TagsReceived {
  readonly type: 'TagsReceived';
  readonly eventUuid: string;
  readonly tags: readonly Tag[];
  readonly at: number;
}

export interface TagUpdated {
  readonly type: 'TagUpdated';
  readonly eventUuid: string;
  readonly tag: Tag;
  readonly at: number;
}

export type ClipsEvent =
  | ClipsReceived
  | ClipUpdated
  | ClipSettingsReceived
  | ClipExportsReceived
  | ClipExportUpdated
  | TagsReceived
  | TagUpdated;
