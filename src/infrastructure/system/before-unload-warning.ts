import type { PageCloseWarning } from '../../application/uploads';

type UnloadTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

// The browser side of the page-close warning (spec 1 §4): a beforeunload listener while uploads are pending.
// Browsers show their own text; asking is all a page may do.
const askBeforeLeaving = (event: BeforeUnloadEvent): void => {
  event.preventDefault();
  // Older Chromium asks only when returnValue is set.
  event.returnValue = '';
};

/** The warning on `target` (the window); without one (Node, tests) it does nothing. */
export const beforeUnloadWarning = (target: UnloadTarget | undefined): PageCloseWarning => {
  let active = false;
  return {
    setActive(next: boolean): void {
      if (!target || next === active) return;
      active = next;
      if (next) target.addEventListener('beforeunload', askBeforeLeaving);
      else target.removeEventListener('beforeunload', askBeforeLeaving);
    },
  };
};
