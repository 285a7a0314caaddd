import { useState } from 'react';
import { ContentCommands, ContentCells } from '../../application/content';
import { notDeletedText } from '../../application/editing';
import type { ListData, ListField } from '../../domain/cms';
import { useService } from '../shared';

export interface BulkReport {
  readonly intent: 'success' | 'warning';
  readonly text: string;
}

/**
 * The table's actions on records: the eye per record and in bulk, delete one or many (after a confirmation), and
 * what the last bulk change left to say (how many failed and which, spec 3 §4).
 */
export const useRecordActions = (listId: number, fields: readonly ListField[]) => {
  const commands = useService(ContentCommands);
  const cells = useService(ContentCells);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BulkReport>();
  const [pendingDelete, setPendingDelete] = useState<readonly number[]>();
  // One record's delete goes on the version the table showed when the operator asked (issue 32 §2).
  const [pendingVersion, setPendingVersion] = useState<number>();

  const select = (ids: readonly number[], on: boolean): void =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const bulkState = async (records: readonly ListData[], state: 'active' | 'archived'): Promise<void> => {
    setBusy(true);
    setReport(undefined);
    const summary = await commands.setRecordsState(records, state, fields);
    setBusy(false);
    // The failed stay selected, so the operator can try them again.
    setSelected(new Set(summary.failed));
    const verb = state === 'archived' ? 'hidden' : 'shown';
    setReport(
      summary.failed.length === 0
        ? { intent: 'success', text: `${summary.done.length} records ${verb}.` }
        : { intent: 'warning', text: `Not all records were ${verb}: ${cells.bulkFailure(summary)}.` },
    );
  };

  const confirmDelete = async (confirmed: boolean): Promise<void> => {
    const ids = pendingDelete;
    setPendingDelete(undefined);
    if (!confirmed || !ids) return;
    setBusy(true);
    setReport(undefined);
    const outcome =
      ids.length === 1 && ids[0] !== undefined
        ? await commands.deleteRecord(listId, ids[0], pendingVersion)
        : await commands.deleteRecords(listId, ids);
    setBusy(false);
    if (outcome.ok) select(ids, false);
    // Nothing went: the row shows their change; deleting again goes on the version it shows now.
    else if (outcome.stale)
      setReport({ intent: 'warning', text: `Record ${ids[0]}: ${notDeletedText('delete', outcome.stale.changedBy)}` });
  };

  return {
    selected,
    busy,
    report,
    pendingDelete,
    select,
    bulkState,
    eye: (record: ListData) =>
      void commands.setRecordState(record, record.state === 'archived' ? 'active' : 'archived', fields),
    askDelete: (ids: readonly number[]) => {
      setPendingVersion(undefined);
      setPendingDelete(ids);
    },
    askDeleteRecord: (record: ListData) => {
      setPendingVersion(record.version);
      setPendingDelete([record.id]);
    },
    confirmDelete,
  };
};
