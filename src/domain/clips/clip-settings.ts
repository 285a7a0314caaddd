/** Playlists of an event's recording for the video editor and the live view (spec 2 §2, §7). */
export interface ClipSettings {
  /** Absent when nothing is recorded yet: the player shows 'Cannot load video'. */
  readonly preview_playlist_url?: string;
  readonly live_playlist_url?: string;
}
