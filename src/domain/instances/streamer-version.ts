// Streamer state label and version colouring (spec 1 §2.7, spec 2 §8–9, spec 3 §2.5).
import type { StreamerState } from './instance';

export type StreamerStateLabel = 'Running' | 'Not running' | 'Unknown';

export const streamerStateLabel = (state: StreamerState | undefined): StreamerStateLabel =>
  state === 'running' ? 'Running' : state === 'stopped' ? 'Not running' : 'Unknown';

/** 'warning': no version (a warning icon); 'error': shown red; 'normal': current. */
export type VersionColour = 'normal' | 'error' | 'warning';

/** Red unless the version starts with 'v1' or equals the latest; a missing version shows the warning icon. */
export const versionColour = (version: string | undefined, latest: string | undefined): VersionColour => {
  if (version === undefined || version === '') return 'warning';
  if (version.startsWith('v1') || (latest !== undefined && version === latest)) return 'normal';
  return 'error';
};
