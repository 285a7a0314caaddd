import type { Process } from './process';
import type { ProcessesState } from './processes.projection';

/** Process list page size is 10 (spec 1 §9). */
export const processPageSize = 10;

const pageCount = (pages: number): number => (Number.isFinite(pages) ? Math.max(1, Math.floor(pages)) : 1);

/** The process bar, newest first, `pages` pages of 10 ('Show more' adds one). */
export const shownProcesses = (state: ProcessesState, pages: number): readonly Process[] =>
  state.order
    .slice(0, pageCount(pages) * processPageSize)
    .map((uuid) => state.byId[uuid])
    .filter((process): process is Process => process !== undefined);

export const hasMoreProcesses = (state: ProcessesState, pages: number): boolean =>
  state.order.length > pageCount(pages) * processPageSize;
