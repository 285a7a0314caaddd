export type { ClipsEvent } from './clips.events';
