import { Button, Field, Select, Text } from '@fluentui/react-components';
import { AuditQueries, type AuditView } from '../../application/audit';
import { useService } from '../shared/services-context';

/** Sort order, page size (5/15/25/50/100/All) and page navigation. */
export const AuditPager = ({ view }: { view: AuditView }): React.JSX.Element => {
  const queries = useService(AuditQueries);
  return (
    <nav aria-label="Audit pages" style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
      <Field label="Sort">
        <Select data-testid="audit-sort" value={view.direction} onChange={(_, data) => queries.setDirection(data.value === 'oldest' ? 'oldest' : 'newest')}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </Select>
      </Field>
      <Field label="Rows per page">
        <Select data-testid="audit-page-size" value={String(view.pageSize)} onChange={(_, data) => queries.setPageSize(Number(data.value))}>
          {queries.pageSizes.map((size) => <option key={size} value={String(size)}>{size === 0 ? 'All' : size}</option>)}
        </Select>
      </Field>
      <Button disabled={view.page === 0} onClick={() => queries.setPage(view.page - 1)}>Previous</Button>
      <Text aria-live="polite">{`Page ${view.page + 1} of ${view.pageCount}`}</Text>
      <Button disabled={view.page + 1 >= view.pageCount} onClick={() => queries.setPage(view.page + 1)}>Next</Button>
    </nav>
  );
};
