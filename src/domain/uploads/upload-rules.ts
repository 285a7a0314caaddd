/** An upload counts as finished on HTTP 200 or 204 (spec 1 §4). */
export const isUploadSuccess = (httpStatus: number): boolean => httpStatus === 200 || httpStatus === 204;

/** Progress shown as a whole percentage (spec 1 §4); rounded down so 100 means every byte was sent. */
export const progressPercent = (loaded: number, total: number): number => {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
};
