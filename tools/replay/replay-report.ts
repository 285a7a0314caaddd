import type { RootState } from '../../src/domain/state';
import type { ReplayResult } from './replay-recording';

/** A one-line size of a projection slice: how many entities each of its collections holds. */
const describeSlice = (slice: unknown): string => {
  if (typeof slice !== 'object' || slice === null) return JSON.stringify(slice);
  const parts = Object.entries(slice as Record<string, unknown>).map(([key, value]) => {
    if (Array.isArray(value)) return `${key}: ${value.length}`;
    if (typeof value === 'object' && value !== null) return `${key}: ${Object.keys(value).length}`;
    return `${key}: ${JSON.stringify(value)}`;
  });
  return parts.join(', ');
};

export const summary = (result: ReplayResult) => ({
  lastSeq: result.lastSeq,
  lastAt: result.lastAt === undefined ? undefined : new Date(result.lastAt).toISOString(),
  entriesByKind: result.entriesByKind,
  frames: {
    decoded: result.state.frames.decoded,
    rejected: result.state.frames.rejected,
    ignored: result.state.frames.ignored,
  },
  badLines: result.badLines.length,
});

export const renderText = (result: ReplayResult, projection?: keyof RootState): string => {
  const lines: string[] = [];
  const facts = summary(result);
  lines.push(
    `recording: ${result.header?.app ?? '?'} started ${result.header?.startedAt ?? '?'} · state after entry ${facts.lastSeq} (${facts.lastAt ?? 'no entries'})`,
  );
  lines.push(
    `entries by kind: ${
      Object.entries(facts.entriesByKind)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ') || 'none'
    }`,
  );
  lines.push(
    `frames: ${facts.frames.decoded} decoded, ${facts.frames.rejected} rejected, ${facts.frames.ignored} ignored · bad lines: ${facts.badLines}`,
  );
  for (const bad of result.badLines.slice(0, 10)) lines.push(`  line ${bad.line}: ${bad.message}`);
  if (projection) lines.push(`${projection}:`, JSON.stringify(result.state[projection], null, 2));
  else
    for (const [name, slice] of Object.entries(result.state))
      lines.push(`  ${name.padEnd(14)} ${describeSlice(slice)}`);
  return lines.join('\n');
};

export const renderJson = (result: ReplayResult, projection?: keyof RootState): string =>
  JSON.stringify({
    ...summary(result),
    badLines: result.badLines,
    state: projection ? { [projection]: result.state[projection] } : result.state,
  });
