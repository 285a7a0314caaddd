/** Spec 3 §8 "Billing status: 'Event was updated!', failure 'Unable to update event!'". */
export const billingStatusMessages = {
  updated: 'Event was updated!',
  failed: 'Unable to update event!',
} as const;

/** The line shown when several events of one marking failed (each also had its own toast). */
export const markingSummary = (failed: number, total: number): string | undefined =>
  failed > 1 ? `${failed} of ${total} events could not be updated. They keep their billing status.` : undefined;

/** Spec 3 §5: the range's From never after its end, To never before its start; a typed day that breaks it says so. */
export const billingRangeMessages = {
  fromAfterTo: 'From cannot be after To.',
  toBeforeFrom: 'To cannot be before From.',
  /** The range has both bounds; an emptied one keeps the last day until another is chosen. */
  required: (label: string) => `${label} is required`,
} as const;
