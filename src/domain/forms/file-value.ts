import { s3FileStatuses, type S3FileValue } from './form-field';

// What a dynamic form's file or s3file field holds (spec 2 §3 "S3 file value: status, key, url, statusMessage,
// statusUpdatedAt"). Read defensively: the value comes from a stored form, or from the upload's answer.

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The S3 file value in `value`, if it is one; a plain string (an older `file` field's address) is kept as its url. */
export const fileValueOf = (value: unknown): S3FileValue | undefined => {
  if (typeof value === 'string' && value !== '') return { status: 'ready', url: value };
  if (!isRecord(value) || !s3FileStatuses.some((status) => status === value.status)) return undefined;
  const text = (key: string): string | undefined =>
    typeof value[key] === 'string' ? (value[key] as string) : undefined;
  const key = text('key');
  const url = text('url');
  const statusMessage = text('statusMessage');
  const at = value.statusUpdatedAt;
  return {
    status: value.status as S3FileValue['status'],
    ...(key !== undefined ? { key } : {}),
    ...(url !== undefined ? { url } : {}),
    ...(statusMessage !== undefined ? { statusMessage } : {}),
    ...(typeof at === 'number' && Number.isFinite(at) ? { statusUpdatedAt: at } : {}),
  };
};

/** The value an upload answer holds for `field` (`{files: {field: value}}`), if it holds one. */
export const uploadedFileValue = (answer: unknown, field: string): S3FileValue | undefined => {
  const files = isRecord(answer) ? answer.files : undefined;
  return isRecord(files) && Object.hasOwn(files, field) ? fileValueOf(files[field]) : undefined;
};
