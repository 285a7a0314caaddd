export { ClipCutter } from './clip-cutter';
export { EventClipsPanel, EventClipsTab } from './event-clips-tab';
export { EventScheduleTab } from './event-schedule-tab';
export { EventTagsPanel, EventTagsTab } from './event-tags-tab';
export { EventWatchTab } from './event-watch-tab';
export { noViewer, useClipActions } from './use-clip-actions';
export { useEventTopics } from './use-event-clips';
