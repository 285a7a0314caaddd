import { EventEditorRoute } from '../event-editor';

/** A section's list alone, nothing over it. */
export const BillingListOnly = (): null => null;

/** /billing/billing/event/{id} (spec 3 §2.7): the event editor in the billing sheet, 600 px by its route (spec 3 §9). */
export const BillingEventRoute = (): React.JSX.Element => <EventEditorRoute closeTo="/billing/billing/list" />;
