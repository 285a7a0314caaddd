import { EventEditorRoute } from '../event-editor';

/** /multiview/list: the wall alone, nothing over it. */
export const MultiviewListOnly = (): null => null;

/** /multiview/event/{id} and /multiview/event/new: the event editor in the sheet (532 px); closing returns to the wall. */
export const MultiviewEventRoute = (): React.JSX.Element => <EventEditorRoute closeTo="/multiview/list" />;
