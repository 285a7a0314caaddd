import { EventEditorRoute } from '../event-editor';

/** /events/list: the list alone, nothing over it. */
export const EventsListOnly = (): null => null;

/** /events/new and /events/edit/:uuid: the event editor in the sheet; closing returns to the list. */
export const EventsEditorRoute = (): React.JSX.Element => <EventEditorRoute closeTo="/events/list" />;
