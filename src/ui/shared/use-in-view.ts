import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` each time the element scrolls into view (the cloudrec 'Load next 50' button, spec 2 §2).
 * Returns the ref callback to put on the element.
 */
export const useInView = (onVisible: () => void): ((element: HTMLElement | null) => void) => {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return setElement;
};
