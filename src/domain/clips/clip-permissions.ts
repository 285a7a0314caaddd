// What the clips area shows to whom (spec 2 §2, §6). Account flags arrive as plain booleans so the rules do
// not depend on how the account feature stores them.

export type ClipFilterTab = 'my_clips' | 'all_clips' | 'exports' | 'tags';

/** Clips tab filter tabs: My clips, All clips, Exports, Tags; rec_readonly gets only all clips, no tabs. */
export const clipFilterTabs = (recReadonly: boolean): readonly ClipFilterTab[] =>
  recReadonly ? ['all_clips'] : ['my_clips', 'all_clips', 'exports', 'tags'];

/** rec_readonly hides the video-on-demand and live panels on cloudrec. */
export const showsCloudrecVideoPanels = (recReadonly: boolean): boolean => !recReadonly;

/** mtv_special_import shows the MTV compilation export button. */
export const showsMtvCompilationExport = (mtvSpecialImport: boolean): boolean => mtvSpecialImport;

/** The re-export button is admin only. Who edits a clip or its tag text is the rights declaration's (clip-rights). */
export const showsReExport = (isAdmin: boolean): boolean => isAdmin;
