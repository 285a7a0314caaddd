import { createContext, useContext, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';

// Toasts sit at the window's top right, where an open sheet has its header: its close button, fullscreen toggle
// and tabs. A toast over them (a save's "…was updated!" with Undo, ten seconds) kept the operator from closing the
// sheet until it went. So the sheet keeps its header clear: while it is open, toasts start below it, over the top
// of the sheet's content, where they pause under the pointer and cover no control of the sheet's frame.

/** Fluent's own distance of the toasts from the window's top, used while nothing is kept clear. */
const freeTop = 16;
/** The gap between what is kept clear and the first toast. */
const gap = 8;

const ClearedBottom = createContext<number | undefined>(undefined);
const KeepClear = createContext<(bottom: number | undefined) => void>(() => undefined);

/** Holds what the toasts keep clear of; the shell puts it around the screens and the toaster. */
export const ToastClearanceProvider = ({ children }: { readonly children: ReactNode }): React.JSX.Element => {
  const [bottom, setBottom] = useState<number>();
  return (
    <KeepClear.Provider value={setBottom}>
      <ClearedBottom.Provider value={bottom}>{children}</ClearedBottom.Provider>
    </KeepClear.Provider>
  );
};

/** Where the toaster puts its first toast, in pixels from the window's top. */
export const useToastTop = (): number => {
  const bottom = useContext(ClearedBottom);
  return bottom === undefined ? freeTop : Math.max(freeTop, bottom + gap);
};

/**
 * While mounted, toasts start below `element` (a sheet's header), wherever it is: measured again when it or its
 * parent (the sheet, whose top moves with its height and the fullscreen toggle) changes size, or the window does.
 */
export const useKeepClearOfToasts = (element: RefObject<HTMLElement | null>): void => {
  const keepClear = useContext(KeepClear);
  useLayoutEffect(() => {
    const kept = element.current;
    if (!kept) return undefined;
    const measure = (): void => keepClear(Math.ceil(kept.getBoundingClientRect().bottom));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(kept);
    if (kept.parentElement) observer.observe(kept.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      keepClear(undefined);
    };
  }, [element, keepClear]);
};
