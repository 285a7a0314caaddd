import { type Draft, isDraft, original } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { AuditRow } from './audit-row';
import type { AuditEvent } from './audit.events';

export interface AuditState {
  /** Whether `audit:all` has sent its init: the server's trail is the source of the audit view. */
  readonly received: boolean;
  /** Rows in the order they arrived (init's newest first, then older pages, then appends), each id once. */
  readonly rows: readonly AuditRow[];
  /**
   * Counts the inits. Within one generation `rows` only grows at its end and no row is replaced, so a reader
   * can convert just the rows it has not seen (a live append costs one row, not the 100,000 held).
   */
  readonly generation: number;
  /** Whether the server may hold rows older than those here ("Load older" pages them in). */
  readonly olderAvailable: boolean;
}

/** docs/protocol/server.md: `init` carries the latest 200 rows; a full init may have older ones behind it. */
export const auditInitRows = 200;

export const initialAuditState: AuditState = { received: false, rows: [], generation: 0, olderAvailable: false };

/** The rows whose id is not among `held` (nor earlier in `rows`), in order. */
const unseen = (held: readonly AuditRow[], rows: readonly AuditRow[]): AuditRow[] => {
  const ids = new Set(held.map((row) => row.id));
  const fresh: AuditRow[] = [];
  for (const row of rows) {
    if (ids.has(row.id)) continue;
    ids.add(row.id);
    fresh.push(row);
  }
  return fresh;
};

/**
 * The rows held, read without drafting them: through the draft, every row read would become a draft of its own
 * (100,000 of them for one append). Those of the store's state come from the original array; those added
 * earlier in the same batch are plain values past its end.
 */
const heldRows = (
  draft: Draft<AuditState>,
): { readonly before: readonly AuditRow[]; readonly added: readonly AuditRow[] } => {
  const rows = draft.rows;
  if (!isDraft(rows)) return { before: rows, added: [] };
  const before = original(rows) ?? [];
  return { before, added: rows.slice(before.length) };
};

const holdsRow = (draft: Draft<AuditState>, id: number): boolean => {
  const { before, added } = heldRows(draft);
  // Appends carry new ids and the newest rows are last, so a repeat is found near the end.
  for (let index = added.length - 1; index >= 0; index -= 1) if (added[index]?.id === id) return true;
  for (let index = before.length - 1; index >= 0; index -= 1) if (before[index]?.id === id) return true;
  return false;
};

/** The server's audit trail (administrators only). A row already held is kept as it was: rows are never edited. */
export const auditProjection = defineProjection<AuditState, AuditEvent>({
  name: 'audit',
  initial: initialAuditState,
  handles: {
    AuditRowsReceived: true,
    AuditRowAppended: true,
    AuditOlderRowsReceived: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'AuditRowsReceived':
        draft.received = true;
        draft.rows = unseen([], event.rows);
        draft.generation += 1;
        draft.olderAvailable = event.rows.length >= auditInitRows;
        return;
      case 'AuditOlderRowsReceived': {
        const { before, added } = heldRows(draft);
        draft.rows.push(...unseen([...before, ...added], event.rows));
        draft.olderAvailable = event.more;
        return;
      }
      case 'AuditRowAppended':
        if (!holdsRow(draft, event.row.id)) draft.rows.push(event.row);
        return;
      default:
        unhandled(event);
    }
  },
});
