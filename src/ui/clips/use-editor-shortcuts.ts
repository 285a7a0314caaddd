import { useEffect, useRef } from 'react';
import { ClipEditing } from '../../application/clips';
import type { EditorAction, EditorDialogs } from '../../domain/clips';
import { useService } from '../shared';

// Typing in a field keeps its keys: Space and the arrows belong to the input there.
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.getAttribute('role') === 'combobox');

/**
 * The video editor's keyboard shortcuts (spec 2 §2) while the editor is on screen: each key press is resolved
 * by the shortcut rules (which switch them off while the tag, save or export dialog is open) and handed to
 * `perform`. Alt+S is the save dialog's own.
 */
export const useEditorShortcuts = (dialogs: EditorDialogs, perform: (action: EditorAction) => void): void => {
  const editing = useService(ClipEditing);
  const latest = useRef({ dialogs, perform });
  latest.current = { dialogs, perform };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (isTyping(event.target)) return;
      const action = editing.resolveShortcut(event, latest.current.dialogs);
      if (action === undefined || action === 'saveClip') return;
      event.preventDefault();
      latest.current.perform(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [editing]);
};
