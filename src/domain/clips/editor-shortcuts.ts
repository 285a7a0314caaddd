// Video editor shortcuts (spec 2 §2) as data plus a pure resolver: the view only forwards key presses.

export type StepAction = 'stepBack1' | 'stepBack5' | 'stepBack10' | 'stepForward1' | 'stepForward5' | 'stepForward10';

export type EditorAction =
  | 'openLatestClip'
  | 'saveClip'
  | StepAction
  | 'setInPoint'
  | 'seekToInPoint'
  | 'setOutPoint'
  | 'seekToOutPoint'
  | 'reloadVideo'
  | 'togglePlay';

export interface EditorShortcut {
  /** Canonical combination: modifiers in the order Alt, Shift, then the key name (`Alt+Shift+KeyQ`). */
  readonly combination: string;
  /** As shown to people. */
  readonly label: string;
  readonly action: EditorAction;
}

export const editorShortcuts: readonly EditorShortcut[] = [
  { combination: 'Alt+KeyX', label: 'Alt+X', action: 'openLatestClip' },
  { combination: 'Alt+KeyS', label: 'Alt+S', action: 'saveClip' },
  { combination: 'ArrowLeft', label: 'Left', action: 'stepBack1' },
  { combination: 'Alt+ArrowLeft', label: 'Alt+Left', action: 'stepBack5' },
  { combination: 'Shift+ArrowLeft', label: 'Shift+Left', action: 'stepBack10' },
  { combination: 'ArrowRight', label: 'Right', action: 'stepForward1' },
  { combination: 'Alt+ArrowRight', label: 'Alt+Right', action: 'stepForward5' },
  { combination: 'Shift+ArrowRight', label: 'Shift+Right', action: 'stepForward10' },
  { combination: 'Alt+KeyQ', label: 'Alt+Q', action: 'setInPoint' },
  { combination: 'Alt+Shift+KeyQ', label: 'Alt+Shift+Q', action: 'seekToInPoint' },
  { combination: 'Alt+KeyW', label: 'Alt+W', action: 'setOutPoint' },
  { combination: 'Alt+Shift+KeyW', label: 'Alt+Shift+W', action: 'seekToOutPoint' },
  { combination: 'Alt+KeyR', label: 'Alt+R', action: 'reloadVideo' },
  { combination: 'Space', label: 'Space', action: 'togglePlay' },
];

/** Arrows step 1 s; with Alt 5 s; with Shift 10 s. */
export const stepSeconds: Readonly<Record<StepAction, number>> = {
  stepBack1: -1,
  stepBack5: -5,
  stepBack10: -10,
  stepForward1: 1,
  stepForward5: 5,
  stepForward10: 10,
};

/** The parts of a KeyboardEvent the resolver reads. */
export interface KeyPress {
  readonly key: string;
  readonly code: string;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

export interface EditorDialogs {
  readonly tag: boolean;
  readonly save: boolean;
  readonly export: boolean;
}

const byCombination = new Map(editorShortcuts.map((shortcut) => [shortcut.combination, shortcut.action]));

// The typed letter names the key where it is a plain letter (so other layouts get the letter they press);
// Alt turns letters into other characters on macOS, and then the physical key code decides.
const keyName = (press: KeyPress): string => {
  if (/^[a-z]$/i.test(press.key)) return `Key${press.key.toUpperCase()}`;
  if (press.key === ' ') return 'Space';
  if (press.key === 'ArrowLeft' || press.key === 'ArrowRight') return press.key;
  return press.code;
};

export const combinationOf = (press: KeyPress): string =>
  [press.altKey ? 'Alt' : '', press.shiftKey ? 'Shift' : '', keyName(press)].filter((part) => part !== '').join('+');

/**
 * The action of a key press, or undefined. Ctrl and Meta combinations belong to the browser. Shortcuts are
 * disabled while the tag, save or export dialog is open — except Alt+S, which saves only while the save
 * dialog is open (and no other dialog is over it).
 */
export const resolveEditorShortcut = (press: KeyPress, dialogs: EditorDialogs): EditorAction | undefined => {
  if (press.ctrlKey || press.metaKey) return undefined;
  const action = byCombination.get(combinationOf(press));
  if (action === undefined) return undefined;
  if (action === 'saveClip') return dialogs.save && !dialogs.tag && !dialogs.export ? action : undefined;
  return dialogs.tag || dialogs.save || dialogs.export ? undefined : action;
};
