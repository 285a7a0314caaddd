/**
 * Where one quality of a cut downloads as a file (docs/protocol/clips.md "Downloads"). The clip's `url` is its
 * playable HLS (Play and the HEAD check of spec 1 §4); the file is served beside the API, one link per quality.
 */
export const clipDownloadRoutePath = '/api/v1/clips/{uuid}/download';

/** The download address of one clip quality on the server whose API base is `apiBase` (`…/api/v1`). */
export const clipDownloadUrl = (apiBase: string, uuid: string): string =>
  `${apiBase.replace(/\/$/, '')}/clips/${encodeURIComponent(uuid)}/download`;
