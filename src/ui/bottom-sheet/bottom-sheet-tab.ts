import type { ReactNode } from 'react';
import type { TabAvailability } from '../../application/bottom-sheet';

/** One tab of a bottom sheet; `value` is what the `tab` query parameter holds (the first tab has none). */
export interface BottomSheetTab {
  readonly value: string;
  readonly label: string;
  /** 'edit': disabled without an id; 'new': disabled with one (spec 2 §2). Default 'always'. */
  readonly availability?: TabAvailability;
  readonly render: () => ReactNode;
}
