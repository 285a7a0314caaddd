// Toast texts of the clips area (spec 2 §4, §8). Builders so the wording lives in one tested place.

/** Spec 2 §4: a clip that cannot be reached is regenerated automatically. */
export const clipNotFoundMessage = (title: string): string => `Clip ${title} not found! Re-creating clip...`;

export type SaveMode = 'create' | 'update';

const saved = (thing: 'Clip' | 'Tag', mode: SaveMode, ok: boolean): string => {
  if (ok) return `${thing} was ${mode === 'create' ? 'created' : 'updated'}!`;
  return `Unable to ${mode} ${thing.toLowerCase()}!`;
};

/** 'Clip was created!' / 'Unable to update clip!' … (spec 2 §8). */
export const clipSavedMessage = (mode: SaveMode, ok: boolean): string => saved('Clip', mode, ok);

/** 'Tag was created!' / 'Unable to update tag!' … (spec 2 §8). */
export const tagSavedMessage = (mode: SaveMode, ok: boolean): string => saved('Tag', mode, ok);

/**
 * 'Exporting clip!' / 'Unable to export clip!', or with the configuration's name when the form exports to
 * several ('Exporting clip ({name})!'): each result is reported (spec 2 §4, §8).
 */
export const clipExportedMessage = (ok: boolean, name?: string): string => {
  const suffix = name === undefined ? '' : ` (${name})`;
  return ok ? `Exporting clip${suffix}!` : `Unable to export clip${suffix}!`;
};
