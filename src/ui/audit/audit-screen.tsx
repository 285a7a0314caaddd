import { Text } from '@fluentui/react-components';
import { useEffect } from 'react';
import { AuditQueries, type AuditView } from '../../application/audit';
import { ScreenTitle, useObservable, useService } from '../shared';
import { AuditExportButtons } from './audit-export-buttons';
import { AuditFilters } from './audit-filters';
import { AuditPager } from './audit-pager';
import { AuditTable } from './audit-table';

const sourceLabels: Record<AuditView['kind'], string> = {
  loading: 'Loading the audit trail…',
  server: "Source: the studio server's audit trail (all accounts)",
  journal: "Source: this browser's command journal (the server's audit trail is not available)",
};

/** /audit (issue 7): who did what, from the server's trail or this browser's journal. */
export const AuditScreen = (): React.JSX.Element => {
  const queries = useService(AuditQueries);
  useEffect(() => queries.open(), [queries]);
  const view = useObservable(queries.view$, undefined);
  return (
    // The section fills the main area (minHeight 0 lets it stop there), so the table below scrolls its own rows.
    <section
      aria-labelledby="audit-title"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16, flex: '1 1 auto', minHeight: 0 }}
    >
      <ScreenTitle id="audit-title">Audit</ScreenTitle>
      <Text data-testid="audit-source" role="status">
        {sourceLabels[view?.kind ?? 'loading']}
      </Text>
      {view && (
        <>
          <AuditFilters view={view} />
          <Text data-testid="audit-count">{`${view.matching} of ${view.total} commands`}</Text>
          <AuditExportButtons />
          <AuditTable view={view} />
          <AuditPager view={view} />
        </>
      )}
    </section>
  );
};
