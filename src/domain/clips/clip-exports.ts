import { maySeeClipExport, type RightsSubject } from '../rights';
import type { Clip } from './clip';
import type { ClipExport, ClipExportDraft } from './clip-export';
import { insertedAtMs } from './inserted-at';

/** Export list window: 7 days (spec 2 §9). */
export const exportListWindowMs = 7 * 24 * 60 * 60 * 1000;

export const missingQualitiesMessage = "This clip doesn't have required qualities";

/** The parts of an export_form settings record these rules read (spec 2 §3). */
export interface ExportFormRules {
  /** Quality names that must be selected. */
  readonly required_qualities?: readonly string[];
  readonly pre_selected_qualities?: readonly string[];
  readonly export_configuration_id?: number | readonly number[];
}

const qualityNames = (qualities: readonly Clip[]): Set<string> =>
  new Set(qualities.map((clip) => clip.meta.quality?.name).filter((name): name is string => name !== undefined));

/** Required qualities not among the given quality names. */
export const missingRequiredQualities = (names: Iterable<string>, form: ExportFormRules): readonly string[] => {
  const present = new Set(names);
  return (form.required_qualities ?? []).filter((name) => !present.has(name));
};

/** Spec 2 §5: every required quality selected, else the message and Export disabled. */
export const exportSelectionError = (selectedNames: Iterable<string>, form: ExportFormRules): string | undefined =>
  missingRequiredQualities(selectedNames, form).length > 0 ? missingQualitiesMessage : undefined;

/** Spec 2 §5: an export menu entry appears only when the clip has the required qualities. */
export const offersExport = (qualities: readonly Clip[], form: ExportFormRules): boolean =>
  missingRequiredQualities(qualityNames(qualities), form).length === 0;

/** Default selection comes from settings (spec 2 §9), limited to the qualities the clip has. */
export const preselectedQualities = (qualities: readonly Clip[], form: ExportFormRules): readonly string[] => {
  const present = qualityNames(qualities);
  return (form.pre_selected_qualities ?? []).filter((name) => present.has(name));
};

/** A number or a list of export configurations, as a list (the form allows either, spec 2 §3). */
export const exportConfigurationIds = (value: number | readonly number[] | undefined): readonly number[] =>
  value === undefined ? [] : typeof value === 'number' ? [value] : [...new Set(value)];

/** Spec 2 §4: with a list of export_configuration_id each is exported separately: one draft per id. */
export const exportDrafts = (
  base: Omit<ClipExportDraft, 'meta'> & { readonly meta: Omit<ClipExportDraft['meta'], 'export_configuration_id'> },
  configurationIds: number | readonly number[] | undefined,
): readonly ClipExportDraft[] =>
  exportConfigurationIds(configurationIds).map((id) => ({
    ...base,
    meta: { ...base.meta, export_configuration_id: id },
  }));

export interface ExportViewer {
  readonly now: number;
  /** Who looks: whose exports they see is the rights declaration's (maySeeClipExport). */
  readonly subject: RightsSubject;
}

/**
 * The export list (spec 2 §6): the last 7 days only, and a non-admin sees only their own exports (matched by
 * account e-mail). Newest first; an export whose time cannot be read is outside any window.
 */
export const visibleExports = (exports: Iterable<ClipExport>, viewer: ExportViewer): readonly ClipExport[] => {
  const since = viewer.now - exportListWindowMs;
  const shown: { readonly item: ClipExport; readonly time: number }[] = [];
  for (const item of exports) {
    const time = insertedAtMs(item.inserted_at);
    if (time === undefined || time < since) continue;
    if (!maySeeClipExport(viewer.subject, item.meta.account)) continue;
    shown.push({ item, time });
  }
  shown.sort(
    (left, right) =>
      right.time - left.time || (left.item.uuid > right.item.uuid ? -1 : left.item.uuid < right.item.uuid ? 1 : 0),
  );
  return shown.map((entry) => entry.item);
};

/**
 * The quality of a cut an MTV compilation sends (one clip per cut): with required qualities, the first of them,
 * and only when all are ready; otherwise the first ready pre-selected quality, else the first ready one.
 * Undefined: the cut cannot be in the compilation.
 */
export const compilationClipOf = (qualities: readonly Clip[], form: ExportFormRules): Clip | undefined => {
  const ready = qualities.filter((clip) => clip.status === 'ready');
  const named = (name: string): Clip | undefined => ready.find((clip) => clip.meta.quality?.name === name);
  const required = form.required_qualities ?? [];
  if (required.length > 0)
    return required.every((name) => named(name) !== undefined) ? named(required[0] ?? '') : undefined;
  for (const name of form.pre_selected_qualities ?? []) {
    const clip = named(name);
    if (clip) return clip;
  }
  return ready[0];
};
