import { isSafeKey } from '../uploads/presign';

/** A record file's storage key, read back: `{id}/{field}_{unix time}.{extension}` (spec 3 §3, §9). */
export interface RecordFileKey {
  readonly dataId: number;
  readonly field: string;
  readonly seconds: number;
}

// The field is the longest part before the last `_digits`; field names may themselves hold underscores.
const keyPattern = /^(\d{1,10})\/([A-Za-z0-9_-]{1,100})_(\d{1,12})(?:\.[A-Za-z0-9]{1,10})?$/;

export const parseRecordFileKey = (key: string): RecordFileKey | undefined => {
  if (!isSafeKey(key)) return undefined;
  const match = keyPattern.exec(key);
  if (!match) return undefined;
  const [, dataId, field, seconds] = match;
  return { dataId: Number(dataId), field: field as string, seconds: Number(seconds) };
};
