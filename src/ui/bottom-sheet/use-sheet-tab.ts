import { startTransition, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Subscription } from 'rxjs';
import { BottomSheetController } from '../../application/bottom-sheet';
import { useService } from '../shared';
import type { BottomSheetTab } from './bottom-sheet-tab';

export interface SheetTab {
  /** The tab shown. */
  readonly active: string;
  /** A tab picked whose activation is still waiting (200 ms). */
  readonly pending?: string;
  select(value: string): void;
}

/**
 * The active tab lives in the `tab` query parameter (spec 2 §2); the first tab is the one without it. A tab
 * that is disabled for this record (edit-only without an id, new-only with one) falls back to the first.
 */
export const useSheetTab = (tabs: readonly BottomSheetTab[], hasId: boolean): SheetTab => {
  const controller = useService(BottomSheetController);
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<string>();
  const waiting = useRef<Subscription | undefined>(undefined);
  useEffect(() => () => waiting.current?.unsubscribe(), []);

  const enabled = (value: string | null): boolean => {
    const tab = tabs.find((candidate) => candidate.value === value);
    return tab !== undefined && controller.isTabEnabled(tab.availability ?? 'always', hasId);
  };
  const first = tabs[0]?.value ?? '';
  const asked = params.get('tab');
  const active = asked !== null && enabled(asked) ? asked : first;

  const select = (value: string): void => {
    if (value === active || !enabled(value)) return;
    waiting.current?.unsubscribe();
    setPending(value);
    waiting.current = controller.activateLater(() => {
      // One transition for both: the router renders the new query in a transition of its own, and an urgent
      // clear of the pending tab would show the old tab again for a moment in between.
      startTransition(() => {
        setPending(undefined);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === first) next.delete('tab');
            else next.set('tab', value);
            return next;
          },
          { replace: true },
        );
      });
    });
  };

  return pending === undefined ? { active, select } : { active, pending, select };
};
