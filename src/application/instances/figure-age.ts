import { ageText, isStale } from '../../domain/instances';

/** How old a figure is and whether it is stale (over 5 s), for the panel's age labels. */
export const figureAge = (at: number | undefined, now: number): { readonly text: string; readonly stale: boolean } => ({
  text: ageText(at, now),
  stale: isStale(at, now),
});
