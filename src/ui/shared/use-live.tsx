import { makeStyles } from '@fluentui/react-components';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { BehaviorSubject, distinctUntilChanged, EMPTY, switchMap, take, type Observable } from 'rxjs';
import { useObservable } from './use-observable';

// Live figures (issue 13). A panel of a busy instance changes a few hundred figures with every status frame, and
// React reconciling each of them cost several times the DOM writes themselves (npm run bench, "instance panel").
// So such a view renders from a stream only when its *shape* changes (which rows, which sections: useLiveShape),
// and binds each moving figure to the same stream (useLive, LiveText), which writes the figure into its element
// as it changes. React owns the elements; a binding owns what it writes (a text, an attribute, a style), which
// the component must not also render. The stream should be shared (one view computed per frame for all bindings)
// and replay its latest value, as the instance panel's queries are. The bindings of a block scrolled out of view
// leave their streams until it comes into view again (LiveGate): a view that nothing in view reads is not computed.

/**
 * Whether the figures of a block are in view. A figure scrolled out of sight need not be followed with every frame:
 * each written text costs the browser a layout, and a panel taller than the screen changes a few hundred a second.
 * Bindings inside a block out of view take their stream's value once and then leave it (so a view nobody in view
 * reads is not even computed), and follow it again as the block comes into view (the block counts as in view a
 * little before it is: `liveMargin`).
 */
export class LiveGate {
  private readonly state: BehaviorSubject<boolean>;

  /** Until the block's place is known a gate is closed; bindings fill their elements when they render anyway. */
  constructor(hidden = true) {
    this.state = new BehaviorSubject(hidden);
  }

  get hidden(): boolean {
    return this.state.value;
  }

  set(hidden: boolean): void {
    if (hidden !== this.state.value) this.state.next(hidden);
  }

  /**
   * `source$` as a binding in the block reads it: its current value at once, then, while the block is in view, each
   * value as it comes. The stream should replay its latest value (the panel's queries do).
   */
  follow<T>(source$: Observable<T>): Observable<T> {
    return this.state.pipe(
      switchMap((hidden, index) => (!hidden ? source$ : index === 0 ? source$.pipe(take(1)) : EMPTY)),
    );
  }
}

const LiveGateContext = createContext<LiveGate | undefined>(undefined);

/** Gives the bindings inside `children` the gate of the block they are drawn in (useLiveGate). */
export const LiveGateProvider = LiveGateContext.Provider;

/**
 * How far outside the screen, and outside the scrolling box it sits in, a block counts as in view: the figures of
 * a block scrolled in are current before it shows (the observer answers in the frame after a scroll).
 */
const liveMargin = '100px 0px';

/** A gate following whether the element the returned ref is given to is in view (an IntersectionObserver). */
export const useLiveGate = (): { readonly gate: LiveGate; readonly ref: (element: HTMLElement | null) => void } => {
  // Where there is no IntersectionObserver, the gate stays open.
  const [gate] = useState(() => new LiveGate(typeof IntersectionObserver !== 'undefined'));
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    // scrollMargin widens the scrolling boxes (the panel's sheet) as rootMargin widens the screen.
    const options = { rootMargin: liveMargin, scrollMargin: liveMargin } as IntersectionObserverInit;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) gate.set(!last.isIntersecting);
    }, options);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, gate]);
  return { gate, ref: setElement };
};

/**
 * The stream's value, redrawn only when `shapeOf` changes: the view's structure. Figures within it are bound with
 * `useLive` / `LiveText` to the same stream. `shapeOf` must be a stable function (module level). Inside a block
 * (LiveGateProvider), or given the `gate` of the part of the page it draws, it follows the stream only while that is
 * in view.
 */
export const useLiveShape = <T,>(
  source$: Observable<T>,
  shapeOf: (value: T) => string,
  initial: T,
  gate?: LiveGate,
): T => {
  const blockGate = useContext(LiveGateContext);
  const followed = gate ?? blockGate;
  const shaped$ = useMemo(
    () => (followed ? followed.follow(source$) : source$).pipe(distinctUntilChanged((a, b) => a === b, shapeOf)),
    [source$, shapeOf, followed],
  );
  return useObservable(shaped$, initial);
};

/**
 * useLiveShape for a part of the page with a gate of its own (a tab whose sections have theirs): its rows follow the
 * stream only while the part is in view. Give `live.ref` to the part's element.
 */
export const useGatedShape = <T,>(
  source$: Observable<T>,
  shapeOf: (value: T) => string,
  initial: T,
): { readonly value: T; readonly live: ReturnType<typeof useLiveGate> } => {
  const live = useLiveGate();
  const value = useLiveShape(source$, shapeOf, initial, live.gate);
  return { value, live };
};

/**
 * Binds an element to a stream: `write` puts the latest value into it when the stream emits and after every
 * render of the component (so an element React has just created is filled before the browser paints). In a block
 * out of view it writes the value it joined with, and follows the stream again when the block comes into view
 * (LiveGate). Returns the ref to give the element. `write` may change between renders; the latest one is used.
 */
export const useLive = <E extends Element, T>(
  source$: Observable<T>,
  write: (element: E, value: T) => void,
): RefObject<E | null> => {
  const element = useRef<E>(null);
  const writer = useRef(write);
  writer.current = write;
  const latest = useRef<{ readonly value: T } | undefined>(undefined);
  const gate = useContext(LiveGateContext);
  useLayoutEffect(() => {
    const subscription = (gate ? gate.follow(source$) : source$).subscribe((value) => {
      latest.current = { value };
      if (element.current) writer.current(element.current, value);
    });
    return () => {
      subscription.unsubscribe();
      latest.current = undefined;
    };
  }, [source$, gate]);
  useLayoutEffect(() => {
    if (element.current && latest.current) writer.current(element.current, latest.current.value);
  });
  return element;
};

/** Sets an element's text, touching the DOM only when it differs; its one text node is kept (as React does). */
export const writeText = (element: Element, text: string): void => {
  const node = element.firstChild;
  if (node !== null && node === element.lastChild && node.nodeType === Node.TEXT_NODE) {
    if (node.nodeValue !== text) node.nodeValue = text;
  } else if (element.textContent !== text) element.textContent = text;
};

/** Sets (or removes, for undefined) an attribute, touching the DOM only when it differs. */
export const writeAttribute = (element: Element, name: string, value: string | undefined): void => {
  if (value === undefined) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
};

/** Sets one inline style property, touching the DOM only when it differs. */
export const writeStyle = (element: ElementCSSInlineStyle, name: string, value: string): void => {
  if (element.style.getPropertyValue(name) !== value) element.style.setProperty(name, value);
};

const useFigureStyles = makeStyles({
  // A relayout boundary: its size does not follow its text, so a text written into it is laid out within it, and
  // nothing around it moves. Written into plain elements, a panel's few dozen changing texts a frame each made the
  // browser lay out the page from the top (npm run bench, "instance panel"). Its text may overflow it, never clipped.
  figure: {
    display: 'inline-block',
    contain: 'size layout style',
    height: '1lh',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
  },
});

/** The class of a figure box (useFigureBox), for boxes whose widths are given one by one (a table's columns). */
export const useFigureClass = (): string => useFigureStyles().figure;

/**
 * What makes an element the box of a moving figure, `width` wide (e.g. '9ch'; as long as the figure's longest
 * text): a relayout boundary. The box must not be a flex or grid item (the browser lays those out with their
 * container): put it inside one.
 */
export const useFigureBox = (width: string): { readonly className: string; readonly style: CSSProperties } => {
  const className = useFigureClass();
  return useMemo(() => ({ className, style: { width } }), [className, width]);
};

/**
 * A span whose text is bound to a stream (see useLive). With `width` the text is in a figure box that wide (one line,
 * a relayout boundary: useFigureBox); without, it is written into the span itself and may wrap.
 */
export const LiveText = <T,>({
  source$,
  text,
  width,
  className,
  testId,
}: {
  source$: Observable<T>;
  text: (value: T) => string;
  width?: string;
  className?: string;
  testId?: string;
}): React.JSX.Element => {
  const ref = useLive<HTMLSpanElement, T>(source$, (element, value) => writeText(element, text(value)));
  const box = useFigureBox(width ?? 'auto');
  return width === undefined ? (
    <span ref={ref} className={className} data-testid={testId} />
  ) : (
    <span className={className} data-testid={testId}>
      <span ref={ref} {...box} />
    </span>
  );
};
