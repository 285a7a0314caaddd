import { Button } from '@fluentui/react-components';
import { AuditQueries, type AuditExport } from '../../application/audit';
import { useService } from '../shared/services-context';

const download = (file: AuditExport): void => {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.dataset['testid'] = 'audit-download';
  link.hidden = true;
  // The link stays in the page (hidden) until the next export, so the download's URL can still be read.
  document.querySelectorAll('a[data-testid="audit-download"]').forEach((old) => {
    URL.revokeObjectURL((old as HTMLAnchorElement).href);
    old.remove();
  });
  document.body.append(link);
  link.click();
};

/** Exports the filtered rows (all pages) as CSV or NDJSON. */
export const AuditExportButtons = (): React.JSX.Element => {
  const queries = useService(AuditQueries);
  return (
    <div role="group" aria-label="Export" style={{ display: 'flex', gap: 8 }}>
      <Button data-testid="audit-export-csv" onClick={() => void queries.exportRows('csv').then(download)}>Export CSV</Button>
      <Button data-testid="audit-export-ndjson" onClick={() => void queries.exportRows('ndjson').then(download)}>Export NDJSON</Button>
    </div>
  );
};
