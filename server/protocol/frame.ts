// Phoenix channels serializer vsn 2.0.0: every message is the JSON array [join_ref, ref, topic, event, payload].

export interface Frame {
  readonly joinRef: string | null;
  readonly ref: string | null;
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
}

/** What was wrong with a frame, and as much of its addressing as could be read, to answer it if possible. */
export interface MalformedFrame {
  readonly reason: string;
  readonly joinRef: string | null;
  readonly ref: string | null;
  readonly topic: string | null;
}

export type ParsedFrame =
  { readonly ok: true; readonly frame: Frame } | { readonly ok: false; readonly malformed: MalformedFrame };

const isRef = (value: unknown): value is string | null => value === null || typeof value === 'string';

const malformed = (reason: string, parts: readonly unknown[] = []): ParsedFrame => ({
  ok: false,
  malformed: {
    reason,
    joinRef: typeof parts[0] === 'string' ? parts[0] : null,
    ref: typeof parts[1] === 'string' ? parts[1] : null,
    topic: typeof parts[2] === 'string' ? parts[2] : null,
  },
});

export const parseFrame = (text: string): ParsedFrame => {
  let parts: unknown;
  try {
    parts = JSON.parse(text);
  } catch {
    return malformed('not JSON');
  }
  if (!Array.isArray(parts)) return malformed('a frame is a JSON array [join_ref, ref, topic, event, payload]');
  if (parts.length !== 5) return malformed(`a frame has 5 elements, this one has ${parts.length}`, parts);
  const [joinRef, ref, topic, event, payload] = parts as [unknown, unknown, unknown, unknown, unknown];
  if (!isRef(joinRef)) return malformed('join_ref must be a string or null', parts);
  if (!isRef(ref)) return malformed('ref must be a string or null', parts);
  if (typeof topic !== 'string' || topic.length === 0 || topic.length > 512)
    return malformed('topic must be a non-empty string', parts);
  if (typeof event !== 'string' || event.length === 0 || event.length > 128)
    return malformed('event must be a non-empty string', parts);
  return { ok: true, frame: { joinRef, ref, topic, event, payload } };
};

export const encodeFrame = (
  joinRef: string | null,
  ref: string | null,
  topic: string,
  event: string,
  payload: unknown,
): string => JSON.stringify([joinRef, ref, topic, event, payload]);
