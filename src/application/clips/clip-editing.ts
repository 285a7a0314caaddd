import { injectable } from 'inversify';
import {
  clipDraftError,
  clipTypes,
  editorShortcuts,
  formatStreamTime,
  inPointOf,
  outPointOf,
  parseSignedStreamTime,
  resolveEditorShortcut,
  stepSeconds,
  type ClipType,
  type EditorAction,
  type EditorDialogs,
  type EditorShortcut,
  type KeyPress,
  type StepAction,
} from '../../domain/clips';

/**
 * The clips area's pure rules as a service, so views use them without importing domain functions: shortcut
 * resolution, in/out rounding, stream time parsing, draft checks (spec 2 §2, §5); the export checks live in ExportFormSession.
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
}
