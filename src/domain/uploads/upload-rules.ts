/** An upload counts as finished on HTTP 200 or 204 (spec 1 §4). */
export const isUploadSuccess = (httpStatus: number): boolean => httpStatus === 200 || httpStatus === 204;

/** Progress shown as a whole percentage (spec 1 §4); rounded down so 100 means every byte was sent. */
export const progressPercent = (loaded: number, total: number): number => {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
};

/** The first retry after a presigned-URL failure waits this long; each further one twice as long … */
export const uploadRetryBaseMs = 2000;
/** … up to this: a queue left open for hours still tries every minute (spec 1 §4 sets no limit). */
export const uploadRetryMaxMs = 60_000;

/** The wait before attempt `failures + 1`, after `failures` presigned-URL failures in a row (1 → 2 s, 2 → 4 s …). */
export const uploadRetryDelayMs = (failures: number, baseMs = uploadRetryBaseMs, maxMs = uploadRetryMaxMs): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(30, failures - 1)));

const units: readonly [string, number][] = [
  ['GB', 1024 ** 3],
  ['MB', 1024 ** 2],
  ['KB', 1024],
];

/** A byte count as an operator reads it: '3.2 GB', '64 MB', '512 bytes' (binary units, one decimal below 10). */
export const formatBytes = (bytes: number): string => {
  for (const [unit, size] of units)
    if (bytes >= size) {
      const value = bytes / size;
      const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
      return `${shown} ${unit}`;
    }
  return `${bytes} bytes`;
};

const exactBytes = (bytes: number): string => `${bytes.toLocaleString('en-US')} bytes`;

/**
 * 'video.mp4 is 3.2 GB; the limit is 2 GB'. A file just over the limit rounds to the limit's own figure, so then
 * the exact counts say by how much ('… is 67,108,865 bytes; the limit is 67,108,864 bytes').
 */
export const uploadTooLargeMessage = (
  file: { readonly name: string; readonly size: number },
  limitBytes: number,
): string => {
  const size = formatBytes(file.size);
  const limit = formatBytes(limitBytes);
  return size === limit
    ? `${file.name} is ${exactBytes(file.size)}; the limit is ${exactBytes(limitBytes)}`
    : `${file.name} is ${size}; the limit is ${limit}`;
};

/** Why a file cannot be uploaded at all: larger than the server takes ('video.mp4 is 3.2 GB; the limit is 2 GB'). */
export const uploadSizeProblem = (
  file: { readonly name: string; readonly size: number },
  limitBytes?: number,
): string | undefined =>
  limitBytes !== undefined && file.size > limitBytes ? uploadTooLargeMessage(file, limitBytes) : undefined;
