import type { RootState } from '../../domain/state';

export interface SliceFigure {
  readonly label: string;
  readonly value: string;
}

export interface SliceSummary {
  readonly name: string;
  readonly figures: readonly SliceFigure[];
}

const figureLimit = 5;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One figure per top-level field a person can read at a glance: numbers, collection sizes, short texts. */
const figureOf = (label: string, value: unknown): SliceFigure | undefined => {
  if (typeof value === 'number') return { label, value: String(value) };
  if (typeof value === 'boolean') return { label, value: value ? 'yes' : 'no' };
  if (typeof value === 'string') return value.length <= 40 ? { label, value } : undefined;
  if (Array.isArray(value)) return { label, value: `${value.length} items` };
  if (isPlainObject(value)) return { label, value: `${Object.keys(value).length} entries` };
  return undefined;
};

/** Counts per projection of a replayed state, for the replay screen's summary. */
export const summarizeState = (state: RootState): SliceSummary[] =>
  Object.entries(state).map(([name, slice]) => ({
    name,
    figures: isPlainObject(slice)
      ? Object.entries(slice)
          .map(([label, value]) => figureOf(label, value))
          .filter((figure): figure is SliceFigure => figure !== undefined)
          .slice(0, figureLimit)
      : [figureOf('value', slice) ?? { label: 'value', value: '—' }],
  }));
