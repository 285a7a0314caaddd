import { Button, MessageBar, MessageBarBody, ProgressBar, Text } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { RecordImport, type ImportProgress, type ImportReport, type RefusedRow } from '../../application/content';
import type { ImportRow, ListType } from '../../domain/cms';
import { useService } from '../shared';

/** The import's run: Import, progress with Cancel, and the final report (rows saved, rows refused by line). */
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
  const running = progress !== undefined && report === undefined;
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
        <Button appearance="primary" disabled={running || rows.length === 0} data-testid="import-start" onClick={start}>
          Import {rows.length} rows
        </Button>
        {running && (
          <Button data-testid="import-cancel" onClick={() => (cancel.current = true)}>
            Cancel
          </Button>
        )}
      </div>
      {progress && (
        <div>
          <ProgressBar value={progress.total === 0 ? 1 : progress.done / progress.total} aria-label="Import progress" />
          <Text data-testid="import-progress">
            {progress.done} of {progress.total} rows
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
                ? `Cancelled: ${report.saved} rows were saved, ${report.notTried} not tried.`
                : `${report.saved} rows saved.`}
              {report.refused.length > 0 && ` ${report.refused.length} rows refused:`}
            </div>
            {report.refused.length > 0 && (
              <ul style={{ margin: 0, maxHeight: 160, overflowY: 'auto' }} data-testid="import-refused">
                {report.refused.map((row) => (
                  <li key={row.line}>
                    Line {row.line}: {row.reason}
                  </li>
                ))}
              </ul>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
};
