/** What the queue knows of a file; the browser's File stays in the application layer. */
export interface UploadFile {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** MIME type, '' when the browser does not know it. */
  readonly type: string;
}

/** One file to upload into a content record's field (spec 1 §3 'upload item: key, dataId, fieldName, file'). */
export interface UploadItem {
  /** The storage (S3) key, `{id}/{field}_{unix time}.{extension}`; it also names the item in the queue. */
  readonly key: string;
  readonly dataId: string;
  readonly fieldName: string;
  readonly file: UploadFile;
}

/** An upload as requested, before validation: any part may be missing. */
export interface UploadRequest {
  readonly dataId?: string;
  readonly fieldName?: string;
  readonly fileKey?: string;
  readonly file?: UploadFile;
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

export type UploadValidation =
  { readonly ok: true; readonly item: UploadItem } | { readonly ok: false; readonly error: string };

/**
 * Spec 1 §5: an upload needs dataId, fieldName, fileKey and file, checked in that order; the first missing
 * one gives the message. A blank string counts as missing.
 */
export const validateUploadRequest = (request: UploadRequest): UploadValidation => {
  const { dataId, fieldName, fileKey, file } = request;
  if (!present(dataId)) return { ok: false, error: 'Upload data id missing' };
  if (!present(fieldName)) return { ok: false, error: 'Upload data field name missing' };
  if (!present(fileKey)) return { ok: false, error: 'Upload data file key missing' };
  if (file === undefined) return { ok: false, error: 'Upload data file missing' };
  return { ok: true, item: { key: fileKey, dataId, fieldName, file } };
};

export const uploadRequestError = (request: UploadRequest): string | undefined => {
  const validation = validateUploadRequest(request);
  return validation.ok ? undefined : validation.error;
};
