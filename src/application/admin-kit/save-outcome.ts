import type { CommandResult } from '../ports';

/** How an admin save ended: the saved record's id (a created one's from the reply), or the server's reason. */
export type SaveOutcome<Id = number> =
  { readonly ok: true; readonly id: Id } | { readonly ok: false; readonly reason: string };

/** A save's command result as the editor needs it: every save replies `{data: record}` (docs/protocol/settings.md). */
export const saveOutcome = (result: CommandResult<{ readonly data: { readonly id: number } }>): SaveOutcome =>
  result.outcome === 'ok' ? { ok: true, id: result.reply.data.id } : { ok: false, reason: result.reason };
