import { injectable } from 'inversify';
import {
  clipDraftError, clipTypes, editorShortcuts, exportSelectionError, formatStreamTime, inPointOf, outPointOf, parseSignedStreamTime, resolveEditorShortcut,
  stepSeconds, type ClipType, type EditorAction, type EditorDialogs, type EditorShortcut, type ExportForm, type KeyPress, type StepAction,
} from '../../domain/clips';

/**
 * The clips area's pure rules as a service, so views use them without importing domain functions: shortcut
 * resolution, in/out rounding, stream time parsing, draft and export checks (spec 2 §2, §5).
 */
@injectable()
export class ClipEditing {
  readonly shortcuts: readonly EditorShortcut[] = editorShortcuts;
  /** none, highlight1 to highlight5 (spec 2 §9). */
  readonly clipTypes: readonly ClipType[] = clipTypes;

  resolveShortcut(press: KeyPress, dialogs: EditorDialogs): EditorAction | undefined {
    return resolveEditorShortcut(press, dialogs);
  }

  stepOf(action: EditorAction): number | undefined {
    return action in stepSeconds ? stepSeconds[action as StepAction] : undefined;
  }

  /** In point rounded down, out point rounded up from the player position (spec 2 §5). */
  inPoint(position: number): number {
    return inPointOf(position);
  }

  outPoint(position: number): number {
    return outPointOf(position);
  }

  formatStreamTime(seconds: number): string {
    return formatStreamTime(seconds);
  }

  /** [-][dd:][hh:]mm:ss to seconds, or undefined. */
  parseStreamTime(text: string): number | undefined {
    return parseSignedStreamTime(text);
  }

  clipError(draft: { readonly title: string; readonly start?: number; readonly end?: number }): string | undefined {
    return clipDraftError(draft);
  }

  /** 'This clip doesn't have required qualities' unless every required quality is selected. */
  exportError(selected: readonly string[], form: ExportForm): string | undefined {
    return exportSelectionError(selected, form);
  }

  /** The qualities selected when the export dialog opens: the form's pre-selection among the clip's. */
  preselected(available: readonly string[], form: ExportForm): readonly string[] {
    return (form.pre_selected_qualities ?? []).filter((name) => available.includes(name));
  }
}
