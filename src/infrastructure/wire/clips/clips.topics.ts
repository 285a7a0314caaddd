import { clipExportTopics } from './clip-export.topics';
import { clipTopics } from './clip.topics';
import { tagTopics } from './tag.topics';

/** Clips, clip settings, exports and tags of an event (spec 2 §7; docs/protocol/clips.md). */
export const clipsTopics = { ...clipTopics, ...clipExportTopics, ...tagTopics } as const;
