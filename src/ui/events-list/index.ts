export { EventsListScreen } from './events-list-screen';
export { EventsEditorRoute, EventsListOnly } from './events-routes';
