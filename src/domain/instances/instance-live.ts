// Live facts about every connected instance, broadcast on the control topic each second (spec 1 §3, §7.2).
import type { StreamerState, StreamerUpdateInfo } from './instance';

export interface InstanceLive {
  readonly online: boolean;
  readonly streamer_state?: StreamerState;
  readonly streamer_version?: string;
  readonly streamer_update_info?: StreamerUpdateInfo;
  /** Unix seconds of the instance's last contact. */
  readonly last_seen?: number;
}
