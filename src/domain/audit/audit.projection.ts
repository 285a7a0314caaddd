import { defineProjection, unhandled } from '../projection';
import type { AuditRow } from './audit-row';
import type { AuditEvent } from './audit.events';

export interface AuditState {
  /** Whether `audit:all` has sent its init: the server's trail is the source of the audit view. */
  readonly received: boolean;
  readonly byId: Readonly<Record<number, AuditRow>>;
  /** Row ids in the order they arrived (init's newest first, then appends). */
  readonly ids: readonly number[];
  /** Whether the server may hold rows older than those here ("Load older" pages them in). */
  readonly olderAvailable: boolean;
}

/** docs/protocol/server.md: `init` carries the latest 200 rows; a full init may have older ones behind it. */
export const auditInitRows = 200;

export const initialAuditState: AuditState = { received: false, byId: {}, ids: [], olderAvailable: false };

/** The server's audit trail (administrators only); an append is O(1). */
export const auditProjection = defineProjection<AuditState, AuditEvent>({
  name: 'audit',
  initial: initialAuditState,
  handles: ['AuditRowsReceived', 'AuditRowAppended', 'AuditOlderRowsReceived'],
  apply(draft, event) {
    switch (event.type) {
      case 'AuditRowsReceived': {
        const byId: Record<number, AuditRow> = {};
        const ids: number[] = [];
        for (const row of event.rows) {
          if (!byId[row.id]) ids.push(row.id);
          byId[row.id] = row;
        }
        draft.received = true;
        draft.byId = byId;
        draft.ids = ids;
        draft.olderAvailable = event.rows.length >= auditInitRows;
        return;
      }
      case 'AuditOlderRowsReceived':
        for (const row of event.rows) {
          if (!draft.byId[row.id]) draft.ids.push(row.id);
          draft.byId[row.id] = row;
        }
        draft.olderAvailable = event.more;
        return;
      case 'AuditRowAppended':
        if (!draft.byId[event.row.id]) draft.ids.push(event.row.id);
        draft.byId[event.row.id] = event.row;
        return;
      default:
        unhandled(event);
    }
  },
});
