import { useState } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';

export interface SettledText {
  /** What the field shows: the text as typed. */
  readonly text: string;
  /** The text as of the last time typing stopped (or the caller's value): what is validated. */
  readonly settled: string;
  /** Typed (or picked) text: shown at once, settled after the debounce. */
  type(next: string): void;
  /** Settles what is pending now (on blur, or after a pick). */
  flush(): void;
}

/**
 * A typed text field's state, shared by the date and time inputs: the caller's value replaces what is shown
 * when it changes (React's "adjust state on prop change" pattern, no effect), typing settles after `ms`.
 */
export const useSettledText = (value: string, ms: number, onSettled: (text: string) => void): SettledText => {
  const [text, setText] = useState(value);
  const [settled, setSettled] = useState(value);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setText(value);
    setSettled(value);
  }
  const debounced = useDebouncedCallback((next: string) => {
    setSettled(next);
    onSettled(next);
  }, ms);
  return {
    text,
    settled,
    type: (next) => {
      setText(next);
      debounced.push(next);
    },
    flush: () => debounced.flush(),
  };
};
