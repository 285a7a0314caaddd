export interface PlaylistEntry {
  /** Relative to the playlist, so the media keeps working behind a proxy that mounts the server elsewhere. */
  readonly uri: string;
  readonly durationMs: number;
  /** EXT-X-DISCONTINUITY before this segment: its timestamps do not follow the previous segment's. */
  readonly discontinuity: boolean;
  /** EXT-X-PROGRAM-DATE-TIME: stated on the first segment and after every discontinuity. */
  readonly programDateTimeMs?: number;
}

export interface PlaylistHeader {
  readonly targetDurationSeconds: number;
  readonly mediaSequence: number;
  /** Absent for a live sliding window. */
  readonly type?: 'VOD' | 'EVENT';
  readonly ended: boolean;
}

const seconds = (milliseconds: number): string => (milliseconds / 1000).toFixed(3);

/**
 * An HLS media playlist (RFC 8216, version 3). No EXT-X-DISCONTINUITY-SEQUENCE: both kinds of playlist we
 * write start their discontinuity count at 0 (a recording starts at sequence 0, a live window has none).
 */
export const playlistText = (header: PlaylistHeader, entries: readonly PlaylistEntry[]): string => {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${header.targetDurationSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${header.mediaSequence}`,
    ...(header.type ? [`#EXT-X-PLAYLIST-TYPE:${header.type}`] : []),
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (const entry of entries) {
    if (entry.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    if (entry.programDateTimeMs !== undefined) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(entry.programDateTimeMs).toISOString()}`);
    lines.push(`#EXTINF:${seconds(entry.durationMs)},`, entry.uri);
  }
  if (header.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
};
