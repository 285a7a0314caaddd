import type { KeyboardEvent, MouseEvent } from 'react';

// What a click inside a card may land on that is not the card: its own buttons and links keep their jobs.
const ownControls = 'button, a, input, select, textarea, [role="button"], [role="menuitem"], [role="checkbox"]';

/** What a wall card does when activated, and how it says so. */
export interface CardActivation {
  readonly onActivate: (uuid: string) => void;
  /** Read to assistive technology on the card: 'Press Enter to solo' or 'Press Enter to return to the grid'. */
  readonly description: string;
  /** The soloed card (`data-solo="true"`). */
  readonly active: boolean;
}

/**
 * The props that make a wall card activatable (issue 31 §1): a click anywhere on it except on its buttons and
 * links, or Enter while the card itself has the focus (it is in the tab order). Fluent's Card would make a clicked
 * card a focus group entered with Enter, so its focus mode is off and the card takes the focus itself.
 */
export const cardActivationProps = (uuid: string, activation: CardActivation | undefined) => {
  if (!activation) return {};
  const { onActivate, description, active } = activation;
  return {
    tabIndex: 0,
    focusMode: 'off' as const,
    'aria-description': description,
    'aria-keyshortcuts': 'Enter',
    'data-solo': active,
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      const control = (event.target as Element).closest(ownControls);
      if (control && event.currentTarget.contains(control)) return;
      onActivate(uuid);
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      onActivate(uuid);
    },
  };
};
