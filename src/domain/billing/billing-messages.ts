/** Spec 3 §8 "Billing status: 'Event was updated!', failure 'Unable to update event!'". */
export const billingStatusMessages = {
  updated: 'Event was updated!',
  failed: 'Unable to update event!',
} as const;

/** The line shown when several events of one marking failed (each also had its own toast). */
export const markingSummary = (failed: number, total: number): string | undefined =>
  failed > 1 ? `${failed} of ${total} events could not be updated. They keep their billing status.` : undefined;
