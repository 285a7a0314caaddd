import { TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { AdminSort } from '../../domain/admin-kit';

/** What a header cell needs of a column: its key, its title, its flex share and whether it sorts. */
export interface HeaderColumn {
  readonly key: string;
  readonly title: string;
  readonly flex?: string;
  readonly sortable?: boolean;
}

export interface TableHeaderRowProps {
  readonly columns: readonly HeaderColumn[];
  /** A sortable table's order and what a click on a header does; a table without them does not sort. */
  readonly sort?: { readonly current: AdminSort | undefined; readonly by: (column: string) => void };
  /** A windowed (div-based) table numbers its rows: the header is row 1. */
  readonly numbered?: boolean;
  readonly className?: string;
  /** Prefix of the cells' test ids: `{testId}-header-{key}`. */
  readonly testId?: string;
}

/**
 * The one way a table names its columns: a header cell per column, in the column's flex share when it has one
 * (header and cells of a div-based table line up by it), sortable where the table sorts.
 */
export const TableHeaderRow = ({
  columns,
  sort,
  numbered,
  className,
  testId,
}: TableHeaderRowProps): React.JSX.Element => (
  <TableHeader className={className}>
    <TableRow aria-rowindex={numbered ? 1 : undefined}>
      {columns.map((column) => (
        <TableHeaderCell
          key={column.key}
          style={column.flex === undefined ? undefined : { flex: column.flex }}
          {...(sort
            ? {
                sortable: column.sortable !== false,
                sortDirection: sort.current?.column === column.key ? sort.current.direction : undefined,
                onClick: column.sortable === false ? undefined : () => sort.by(column.key),
              }
            : {})}
          data-testid={testId === undefined ? undefined : `${testId}-header-${column.key}`}
        >
          {column.title}
        </TableHeaderCell>
      ))}
    </TableRow>
  </TableHeader>
);

/** Header columns of a table whose column titles are its keys (the clip, export and tag lists). */
export const titledColumns = (titles: readonly string[]): readonly HeaderColumn[] =>
  titles.map((title) => ({ key: title, title }));
