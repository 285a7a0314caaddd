import { defineCommands, pushed } from '../commands';

// The event editor's commands: its save plan names the push, so the registry lives in the domain
// (docs/architecture.md §3.6).

/** The event editor's saves (spec 2 §7): each journals its push payload. */
export const eventEditorCommands = defineCommands('event-editor', {
  create: pushed('events.create'),
  createWithGroup: pushed('events.create_with_group'),
  clone: pushed('events.clone'),
  update: pushed('events.update'),
  archive: pushed('events.archive'),
  unarchive: pushed('events.unarchive'),
});
