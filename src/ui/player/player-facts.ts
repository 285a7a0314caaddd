/**
 * What a wall player knows of its stream, for the tile's watch and stats (issue 31 §1): the player
 * (patient-hls.ts) writes it as hls.js tells it, the tile's sampler (use-tile-watch.ts) reads it a few times a
 * second. A plain object rather than React state: nothing renders from it directly, and a render per hls.js event
 * would be the cost the wall cannot afford. Times are Date.now() ms.
 */
export class PlayerFacts {
  /** The stream is live: its playlist should grow. */
  live = false;
  targetDuration: number | undefined;
  /** When the live playlist last gained a segment, and its last segment number. */
  playlistGrewAt: number | undefined;
  lastSegment: number | undefined;
  /** A frame has been shown since the tile opened. */
  firstFrame = false;
  /** The stream was lost (a fatal error, the playlist gone) at this time; undefined while it plays. */
  offlineSince: number | undefined;
  /** When the next attempt to load the lost stream starts. */
  retryAt: number | undefined;
  /** The player is loading again and the tile shows its last picture instead (say so). */
  showingStill = false;
  /** Bits per second of the last segments loaded. */
  bitrate: number | undefined;
  /** Seconds behind live: the playlists' program date-time against this clock, else the distance to the edge. */
  behindLive: () => number | undefined = () => undefined;
  /** Loads the stream again now (a stall that does not end by itself). */
  restart: () => void = () => undefined;
}
