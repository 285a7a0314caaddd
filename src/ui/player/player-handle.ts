/** What the video editor does with a player: its shortcuts act through this (spec 2 §2). */
export interface PlayerHandle {
  /** Seconds on the playlist: for a recording, seconds since the event start (docs/protocol/media.md). */
  currentTime(): number;
  seek(seconds: number): void;
  stepBy(seconds: number): void;
  togglePlay(): void;
  /** Alt+R: loads the playlist again (a recording that grew, a stream that failed). */
  reload(): void;
}

/** Spec 2 §9 and spec 1: the player keeps 3 seconds of buffer ahead. */
export const playerBufferSeconds = 3;

/** 'The player starts at a very low volume' (spec 2 §2 monitor): loud enough to hear that there is sound. */
export const quietVolume = 0.05;

export const cannotLoadVideoText = 'Cannot load video';
