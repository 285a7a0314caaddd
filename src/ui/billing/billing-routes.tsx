import { EventEditorRoute } from '../event-editor';

/** A section's list alone, nothing over it. */
export const BillingListOnly = (): null => null;

/** /billing/billing/event/{id} (spec 3 §2.7): the event editor in the 600 px billing sheet (spec 3 §2). */
export const BillingEventRoute = (): React.JSX.Element => (
  <EventEditorRoute closeTo="/billing/billing/list" contentHeight={600} />
);
