import { decoded, defineCommands, pushed } from '../commands';
import type { SaveMode } from './clip-messages';

/** The clips area's commands; the notice rules and the audit view key on them. */
export const clipCommands = defineCommands('clips', {
  save: decoded<{ readonly clip: unknown; readonly mode: SaveMode }>('clips.save'),
  /** One save per export configuration; `name` when the form lists several. */
  export: decoded<{ readonly clip_export: unknown; readonly name?: string }>('clips.export'),
  reExport: pushed('clips.re_export'),
  saveTag: decoded<{ readonly tag: unknown; readonly mode: SaveMode }>('tags.save'),
});
