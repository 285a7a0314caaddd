/** One connection of a present key, as Phoenix Presence tracks it. */
export interface PresenceMeta {
  readonly phx_ref: string;
  readonly phx_ref_prev?: string;
  /** Elixir apps usually send `inspect(System.system_time(:second))`, so a string or a number. */
  readonly online_at?: string | number;
}

export interface PresenceEntry<M extends PresenceMeta = PresenceMeta> {
  readonly metas: readonly M[];
}

/** `presence_state`: key (an account id) → its connections. */
export type Presences<M extends PresenceMeta = PresenceMeta> = Readonly<Record<string, PresenceEntry<M>>>;

/** `presence_diff`: who joined and who left since the last state or diff. */
export interface PresenceDiff<M extends PresenceMeta = PresenceMeta> {
  readonly joins: Presences<M>;
  readonly leaves: Presences<M>;
}

type MutablePresences<M extends PresenceMeta> = Record<string, { metas: M[] }>;

/**
 * Applies a diff the way phoenix.js `Presence.syncDiff` does, in place (on an immer draft), touching only the
 * keys in the diff: a join replaces the key's metas but keeps earlier connections not in the join; a leave
 * removes the listed refs and the key once no connection is left.
 */
export const applyPresenceDiff = <M extends PresenceMeta>(target: MutablePresences<M>, diff: PresenceDiff<M>): void => {
  for (const [key, joined] of Object.entries(diff.joins)) {
    // Assigning '__proto__' would replace the map's prototype instead of adding a key.
    if (key === '__proto__') continue;
    const current = Object.hasOwn(target, key) ? target[key] : undefined;
    const joinedRefs = new Set(joined.metas.map((meta) => meta.phx_ref));
    const kept = current ? current.metas.filter((meta) => !joinedRefs.has(meta.phx_ref)) : [];
    target[key] = { metas: [...kept, ...joined.metas] };
  }
  for (const [key, left] of Object.entries(diff.leaves)) {
    const current = Object.hasOwn(target, key) ? target[key] : undefined;
    if (!current) continue;
    const leftRefs = new Set(left.metas.map((meta) => meta.phx_ref));
    const metas = current.metas.filter((meta) => !leftRefs.has(meta.phx_ref));
    // A new entry rather than an edit: the current one may still be a payload object shared with the log.
    if (metas.length === 0) delete target[key];
    else target[key] = { metas };
  }
};

/** Whether anyone is present under `key` (an account id). */
export const isPresent = (presences: Presences, key: string | number): boolean =>
  Object.hasOwn(presences, String(key)) && (presences[String(key)]?.metas.length ?? 0) > 0;
