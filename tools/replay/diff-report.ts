import type { LogEntry } from '../../src/domain/log';
import type { DiffResult, SideReport } from './recording-diff';
import { oneLine } from './one-line';
import type { ValueDifference } from './value-diff';

const describeEntry = (entry: LogEntry | undefined): string => {
  if (!entry) return '(recording ended)';
  const { seq, at, kind, ...rest } = entry;
  const time = Number.isFinite(at) && Math.abs(at) <= 8.64e15 ? new Date(at).toISOString() : String(at);
  return `seq ${seq} ${time} ${kind} ${oneLine(rest, 160)}`;
};

const describeValue = (difference: ValueDifference, side: 'left' | 'right'): string => {
  if (difference.missing === side) return '(absent)';
  const value = side === 'left' ? difference.left : difference.right;
  return value === undefined ? 'undefined' : oneLine(typeof value === 'string' ? JSON.stringify(value) : value, 60);
};

const sideLine = (name: string, side: SideReport): string =>
  `${name}: ${side.file} · ${side.entries} entries read${side.badLines ? ` · ${side.badLines} bad lines skipped` : ''}${side.headerMissing ? ' · not a recording (no header)' : ''}`;

export const renderDiffText = (result: DiffResult): string => {
  const lines = [sideLine('A', result.left), sideLine('B', result.right)];
  if (!result.diverged)
    return [...lines, 'the two recordings never diverge: every projection is equal after every entry'].join('\n');
  lines.push(
    `diverged at entry ${result.position} (seq ${result.seq})`,
    `  A ${describeEntry(result.leftEntry)}`,
    `  B ${describeEntry(result.rightEntry)}`,
    `projections that differ: ${result.projections.map((difference) => difference.projection).join(', ')}`,
  );
  for (const { differences } of result.projections) {
    for (const difference of differences)
      lines.push(
        `  ${difference.path}: A ${describeValue(difference, 'left')} · B ${describeValue(difference, 'right')}`,
      );
  }
  return lines.join('\n');
};

export const renderDiffJson = (result: DiffResult): string => JSON.stringify(result);
