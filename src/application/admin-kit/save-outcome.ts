import type { StaleRefusal } from '../../domain/editing';
import type { CommandResult } from '../ports';

/**
 * How an admin save ended: the saved record's id (a created one's from the reply), or the server's reason, with
 * who changed the record meanwhile when it was refused as stale (issue 32 §2).
 */
export type SaveOutcome<Id = number> =
  /** `version`: the saved record's, the base of the next save (issue 32 §2). */
  | { readonly ok: true; readonly id: Id; readonly version?: number }
  | { readonly ok: false; readonly reason: string; readonly stale?: StaleRefusal };

/** How a delete or remove ended: done, or the server's reason, with who changed the item when it was stale. */
export type ActionOutcome =
  { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly stale?: StaleRefusal };

/** A delete's command result as the screen needs it (issue 32 §2). */
export const actionOutcome = (result: CommandResult<unknown>): ActionOutcome =>
  result.outcome === 'ok'
    ? { ok: true }
    : { ok: false, reason: result.reason, ...(result.stale ? { stale: result.stale } : {}) };

/** A save's command result as the editor needs it: every save replies `{data: record}` (docs/protocol/settings.md). */
export const saveOutcome = (
  result: CommandResult<{ readonly data: { readonly id: number; readonly version?: number } }>,
): SaveOutcome =>
  result.outcome === 'ok'
    ? {
        ok: true,
        id: result.reply.data.id,
        ...(result.reply.data.version !== undefined ? { version: result.reply.data.version } : {}),
      }
    : { ok: false, reason: result.reason, ...(result.stale ? { stale: result.stale } : {}) };
