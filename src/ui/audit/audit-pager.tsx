import { Button, Field, Select } from '@fluentui/react-components';
import { AuditQueries, type AuditView } from '../../application/audit';
import { useObservable, useService, TablePager } from '../shared';

/** Sort order, page size (5/15/25/50/100/All), page navigation, and older rows from the server. */
export const AuditPager = ({ view }: { view: AuditView }): React.JSX.Element => {
  const queries = useService(AuditQueries);
  const olderAvailable = useObservable(queries.olderAvailable$, false);
  return (
    <TablePager
      label="Audit pages"
      view={view}
      paging={queries}
      testIdPrefix="audit"
      start={
        <Field label="Sort">
          <Select
            data-testid="audit-sort"
            value={view.direction}
            onChange={(_, data) => queries.setDirection(data.value === 'oldest' ? 'oldest' : 'newest')}
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </Select>
        </Field>
      }
      end={
        olderAvailable && (
          <Button data-testid="audit-load-older" onClick={() => void queries.loadOlder()}>
            Load older
          </Button>
        )
      }
    />
  );
};
