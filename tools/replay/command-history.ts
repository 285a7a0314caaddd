import type { JournalItem, JournalState, JournalStatus } from '../../src/domain/journal';
import { oneLine } from './one-line';

/** One command of the journal, as the table and the JSON show it. */
export interface CommandRow {
  readonly id: string;
  /** ISO time the command was issued. */
  readonly at: string;
  readonly account: string;
  readonly command: string;
  readonly target?: string;
  readonly args: unknown;
  readonly outcome: JournalStatus;
  readonly reason?: string;
  readonly latencyMs?: number;
  readonly settledAt?: string;
  readonly reply?: unknown;
}

const iso = (ms: number): string =>
  Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : String(ms);

const rowOf = (item: JournalItem): CommandRow => ({
  id: item.id,
  at: iso(item.issuedAt),
  account: item.account,
  command: item.name,
  ...(item.target !== undefined ? { target: item.target } : {}),
  args: item.args,
  outcome: item.status,
  ...(item.reason !== undefined ? { reason: item.reason } : {}),
  ...(item.latencyMs !== undefined ? { latencyMs: item.latencyMs } : {}),
  ...(item.settledAt !== undefined ? { settledAt: iso(item.settledAt) } : {}),
  ...(item.reply !== undefined ? { reply: item.reply } : {}),
});

/** The command history in issue order, from the journal projection after folding. */
export const commandRows = (journal: JournalState): CommandRow[] =>
  journal.order.flatMap((id) => {
    const item = journal.byId[id];
    return item ? [rowOf(item)] : [];
  });

const outcomeText = (row: CommandRow): string => {
  const outcome = row.outcome === 'not_sent' ? 'not sent' : row.outcome;
  if (!row.reason || row.outcome === 'ok') return outcome;
  // The command bus words some reasons with their outcome already ("not sent: no connection").
  return row.reason.startsWith(outcome) ? row.reason : `${outcome}: ${row.reason}`;
};

const columns: readonly {
  readonly title: string;
  readonly max: number;
  readonly right?: boolean;
  readonly cell: (row: CommandRow) => unknown;
}[] = [
  { title: 'time', max: 24, cell: (row) => row.at },
  { title: 'account', max: 32, cell: (row) => row.account },
  { title: 'command', max: 32, cell: (row) => row.command },
  { title: 'target', max: 32, cell: (row) => row.target ?? '' },
  { title: 'outcome', max: 48, cell: outcomeText },
  {
    title: 'latency',
    max: 10,
    right: true,
    cell: (row) => (row.latencyMs === undefined ? '—' : `${Math.round(row.latencyMs)} ms`),
  },
  { title: 'args', max: 80, cell: (row) => row.args },
];

/** A plain-text table, one command per line; long values (arguments above all) folded to one line and cut. */
export const renderCommandTable = (rows: readonly CommandRow[]): string => {
  if (rows.length === 0) return 'no commands in this recording';
  const cells = rows.map((row) => columns.map((column) => oneLine(column.cell(row), column.max)));
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => (line[index] ?? '').length)),
  );
  const format = (line: readonly string[]): string =>
    line
      .map((cell, index) =>
        columns[index]?.right ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const lines = [
    format(columns.map((column) => column.title)),
    format(widths.map((width) => '-'.repeat(width))),
    ...cells.map(format),
  ];
  return `${lines.join('\n')}\n${rows.length} command${rows.length === 1 ? '' : 's'}`;
};

export const renderCommandJson = (rows: readonly CommandRow[]): string => JSON.stringify({ commands: rows });
