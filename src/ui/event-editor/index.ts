export { EventEditorRoute } from './event-editor-route';
