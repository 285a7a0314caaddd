import { useEffect } from 'react';

// Escape belongs to what has the focus when that is a field, a menu or a dialog (closing it, clearing it).
const ownsEscape = (target: EventTarget | null): boolean =>
  target instanceof Element &&
  target.closest(
    'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"]',
  ) !== null;

/** Calls `onEscape` on Escape anywhere on the page while given (the wall's solo: back to the grid, issue 31). */
export const useEscape = (onEscape: (() => void) | undefined): void => {
  useEffect(() => {
    if (!onEscape) return undefined;
    const listener = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented || ownsEscape(event.target)) return;
      onEscape();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onEscape]);
};
