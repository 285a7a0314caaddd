import { Button, MessageBar, MessageBarBody, ProgressBar, Text } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RecordImport, type ImportProgress, type ImportReport, type RefusedRow } from '../../application/content';
import type { ImportRow, ListType } from '../../domain/cms';
import { useService } from '../shared';

/** '1 row', '2 rows'. */
const rowCount = (count: number): string => `${count} ${count === 1 ? 'row' : 'rows'}`;

const RefusedList = ({ rows }: { rows: readonly RefusedRow[] }): React.JSX.Element => (
  <ul style={{ margin: 0, maxHeight: 160, overflowY: 'auto' }} data-testid="import-refused">
    {rows.map((row) => (
      <li key={row.line}>
        Line {row.line}: {row.reason}
      </li>
    ))}
  </ul>
);

/**
 * The import's run: before it, how many rows will be saved and which are refused already (the list type's check
 * runs before anything is saved); then Import, progress with Cancel, and the final report (rows saved, rows
 * refused by line). Progress and report are scrolled into view: in the sheet they sit below the preview.
 */
export const ImportRun = ({
  listId,
  listType,
  rows,
  refused,
}: {
  listId: number;
  listType: ListType;
  rows: readonly ImportRow[];
  /** Rows refused while reading the source (before the list type's check). */
  refused: readonly RefusedRow[];
}): React.JSX.Element => {
  const importer = useService(RecordImport);
  const [progress, setProgress] = useState<ImportProgress>();
  const [report, setReport] = useState<ImportReport>();
  const cancel = useRef(false);
  const status = useRef<HTMLDivElement>(null);
  const running = progress !== undefined && report === undefined;
  const checked = useMemo(() => importer.check(listType, rows), [importer, listType, rows]);
  const refusedFirst = useMemo(
    () => [...refused, ...checked.refused].sort((a, b) => a.line - b.line),
    [refused, checked],
  );
  const started = progress !== undefined;
  useEffect(() => {
    if (started || report) status.current?.scrollIntoView?.({ block: 'nearest' });
  }, [started, report]);
  const start = (): void => {
    cancel.current = false;
    setReport(undefined);
    void importer
      .run(listId, listType, rows, refused, setProgress, () => cancel.current)
      .then((ended) => setReport(ended));
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button
          appearance="primary"
          // Once imported, the same rows are not sent twice: reading or checking the text again starts anew.
          disabled={started || checked.valid.length === 0}
          data-testid="import-start"
          onClick={start}
        >
          Import {rowCount(checked.valid.length)}
        </Button>
        {running && (
          <Button data-testid="import-cancel" onClick={() => (cancel.current = true)}>
            Cancel
          </Button>
        )}
      </div>
      {!started && refusedFirst.length > 0 && (
        <MessageBar intent="warning" data-testid="import-checked">
          <MessageBarBody>
            <div>
              {rowCount(refusedFirst.length)} will be refused and not saved; the other {checked.valid.length} are
              imported:
            </div>
            <RefusedList rows={refusedFirst} />
          </MessageBarBody>
        </MessageBar>
      )}
      <div ref={status} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {progress && (
          <div>
            <ProgressBar
              value={progress.total === 0 ? 1 : progress.done / progress.total}
              aria-label="Import progress"
            />
            <Text data-testid="import-progress">
              {progress.done} of {rowCount(progress.total)}
            </Text>
          </div>
        )}
        {report && (
          <MessageBar
            intent={report.refused.length === 0 && !report.cancelled ? 'success' : 'warning'}
            data-testid="import-report"
          >
            <MessageBarBody>
              <div>
                {report.cancelled
                  ? `Cancelled: ${rowCount(report.saved)} saved, ${report.notTried} not tried.`
                  : `${rowCount(report.saved)} saved.`}
                {report.refused.length > 0 && ` ${rowCount(report.refused.length)} refused:`}
              </div>
              {report.refused.length > 0 && <RefusedList rows={report.refused} />}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </div>
  );
};
