import type { ArchiveState } from '../groups';

/** One record of a content list (spec 3 §3): values by field name. */
export interface ListData {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly id: number;
  readonly cms_list_id: number;
  readonly state: ArchiveState;
  readonly data: Readonly<Record<string, unknown>>;
  readonly inserted_at?: string;
  readonly updated_at?: string;
}

/** What a save sends: no id for a new record; always the list it belongs to (spec 3 §7). */
export interface ListDataDraft {
  readonly id?: number;
  readonly cms_list_id: number;
  readonly state: ArchiveState;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The value an s3file field holds (spec 3 §3): status new until the upload lands, then ready. */
export interface S3FileValue {
  readonly status: 'new' | 'ready';
  readonly url?: string;
  readonly statusMessage?: string;
  readonly key?: string;
  readonly statusUpdatedAt?: number;
}

/** 'clip.final.mp4' → 'mp4'; no extension → ''. */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1);
};

/** Multi-upload's name field takes the file name without its extension (spec 3 §5). */
export const fileNameWithoutExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? fileName : fileName.slice(0, dot);
};

/** S3 key format {id}/{field}_{unix time}.{extension} (spec 3 §3); a file without extension gets no dot. */
export const s3Key = (dataId: number, field: string, unixSeconds: number, fileName: string): string => {
  const extension = fileExtension(fileName);
  return `${dataId}/${field}_${Math.floor(unixSeconds)}${extension === '' ? '' : `.${extension}`}`;
};
