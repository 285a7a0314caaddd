import type { ReactNode } from 'react';

/** One column of an admin table: its key (what the list sorts and filters by), header and cell. */
export interface AdminColumn<Row> {
  readonly key: string;
  readonly title: string;
  readonly cell: (row: Row) => ReactNode;
  /** Flex share of the row width; header and cells share it so they line up without a native table. */
  readonly flex?: string;
  /** Sortable unless said otherwise. */
  readonly sortable?: boolean;
}
