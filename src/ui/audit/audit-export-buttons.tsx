import { Button } from '@fluentui/react-components';
import { AuditQueries, type AuditExport } from '../../application/audit';
import { downloadFile, useService } from '../shared';

const download = (file: AuditExport): void =>
  downloadFile({ fileName: file.fileName, chunks: [file.text], mimeType: file.mimeType }, 'audit-download');

/** Exports the filtered rows (all pages) as CSV or NDJSON. */
export const AuditExportButtons = (): React.JSX.Element => {
  const queries = useService(AuditQueries);
  return (
    <div role="group" aria-label="Export" style={{ display: 'flex', gap: 8 }}>
      <Button data-testid="audit-export-csv" onClick={() => void queries.exportRows('csv').then(download)}>
        Export CSV
      </Button>
      <Button data-testid="audit-export-ndjson" onClick={() => void queries.exportRows('ndjson').then(download)}>
        Export NDJSON
      </Button>
    </div>
  );
};
