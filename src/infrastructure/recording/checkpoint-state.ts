import { redactedMarker, redactTopic, secretKey } from '../../application/recording';
import { SampleRows, type InstanceHistory } from '../../domain/instances';
import { withRegisteredSlices, type RootState } from '../../domain/state';

// A checkpoint's state as JSON (docs/protocol/recording-blocks.md, "Checkpoints"). The projections' state is
// plain data but for three things JSON cannot say, each written as a one-key tagged object:
//   - an instance's history window (`InstanceHistory`: rows of typed arrays on a backing shared through the
//     fold): only its window's rows are written, and read back as a backing of their own;
//   - numbers that are not finite (NaN, ±Infinity);
//   - `undefined` kept as a value (a key that is present but undefined, or a hole's place in a list).
// Anything else that is not plain data (a Map, a Set, a class) is refused with the path where it is: a checkpoint
// that read back as something else would make every seek after it wrong without a word.
// In a redacted recording the state is redacted by the entries' rules (a state folded from live entries holds
// what redaction takes out of them): values under secret keys, a presigned form's fields, `profile:{token}`.

const historyTag = '~studio:history';
const numberTag = '~studio:number';
const undefinedTag = '~studio:undefined';

interface WrittenHistory {
  readonly seqs: readonly number[];
  /** One list per series, `null` where the row lacked it. */
  readonly columns: Readonly<Record<string, readonly (number | null)[]>>;
}

const isHistory = (value: object): value is InstanceHistory => (value as { rows?: unknown }).rows instanceof SampleRows;

const writtenHistory = (history: InstanceHistory): WrittenHistory => {
  const { rows, start, end } = history;
  const columns: Record<string, (number | null)[]> = {};
  for (const [series, column] of rows.columns)
    columns[series] = Array.from(column.subarray(start, end), (value) => (Number.isNaN(value) ? null : value));
  return { seqs: Array.from(rows.seqs.subarray(start, end)), columns };
};

// The rows written straight into a backing's typed arrays: a row object per sample, appended one by one, cost
// ~150 ms for the 36,000 rows of a checkpoint of the bench's mix (docs/performance.md, "A seek's time, part by part").
const readHistory = (written: WrittenHistory): InstanceHistory => {
  const rows = new SampleRows();
  const length = written.seqs.length;
  // Room to append after the window, as `SampleRows` grows: at least 16 rows.
  const capacity = Math.max(16, length);
  rows.seqs = new Float64Array(capacity);
  rows.seqs.set(written.seqs);
  for (const [series, values] of Object.entries(written.columns)) {
    const column = new Float64Array(capacity).fill(NaN);
    for (let row = 0; row < length; row += 1) {
      const value = values[row];
      if (typeof value === 'number') column[row] = value;
    }
    rows.columns.set(series, column);
  }
  rows.length = length;
  // Frozen as the fold makes them, so immer does not walk it.
  return Object.freeze({ rows, start: 0, end: length });
};

const isPlain = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
};

const isSecret = (holder: unknown, key: string, value: unknown): boolean => {
  if (value === null || value === undefined || Array.isArray(holder)) return false;
  if (secretKey.test(key)) return true;
  const form = holder as { url?: unknown; fields?: unknown };
  return key === 'fields' && typeof form.url === 'string' && typeof form.fields === 'object';
};

/**
 * The state as the JSON text a checkpoint frame holds, redacted unless `redact` is false; throws naming the path
 * of a value it cannot carry.
 */
export const encodeCheckpointState = (state: RootState, redact = true): string => {
  const paths = new WeakMap<object, string>();
  return JSON.stringify(state, function replace(this: unknown, key: string, value: unknown): unknown {
    const path = key === '' ? '' : `${paths.get(this as object) ?? ''}/${key}`;
    if (redact && key !== '' && isSecret(this, key, value)) return redactedMarker;
    if (redact && typeof value === 'string') return redactTopic(value);
    if (value === undefined) return key === '' ? value : { [undefinedTag]: 1 };
    if (typeof value === 'number') return Number.isFinite(value) ? value : { [numberTag]: String(value) };
    if (typeof value !== 'object' || value === null) return value;
    if (isHistory(value)) return { [historyTag]: writtenHistory(value) };
    if (!isPlain(value)) {
      const kind = (value as { constructor?: { name?: string } }).constructor?.name ?? 'object';
      throw new Error(`a checkpoint cannot carry the ${kind} at ${path || '/'} of the state`);
    }
    paths.set(value, path);
    return value;
  });
};

const tagged = (value: Record<string, unknown>): unknown => {
  const keys = Object.keys(value);
  if (keys.length !== 1) return value;
  if (historyTag in value) return readHistory(value[historyTag] as WrittenHistory);
  if (numberTag in value) return Number(value[numberTag]);
  if (undefinedTag in value) return undefined;
  return value;
};

// A walk after JSON.parse, not a reviver: a reviver that returns undefined deletes the key.
const restore = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = restore(value[i]);
    return value;
  }
  const record = value as Record<string, unknown>;
  const replaced = tagged(record);
  if (replaced !== record) return replaced;
  for (const key of Object.keys(record)) record[key] = restore(record[key]);
  return record;
};

/** The state a checkpoint frame's text holds, with a slice for every projection registered now. */
export const decodeCheckpointState = (text: string): RootState => {
  const value = restore(JSON.parse(text));
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('a checkpoint holds no state object');
  return withRegisteredSlices(value as RootState);
};
