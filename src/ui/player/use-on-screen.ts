import { useEffect, useState } from 'react';

/**
 * Whether an element is in the viewport (with a margin of half a card, so a card scrolled into view is
 * already loading). A wall plays only what is on screen: a card scrolled away releases its player.
 */
export const useOnScreen = (element: HTMLElement | null): boolean => {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setOnScreen(last.isIntersecting);
      },
      { rootMargin: '100px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
};
