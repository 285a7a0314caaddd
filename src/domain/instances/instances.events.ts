import type { Instance } from './instance';
import type { InstanceControlStatus } from './instance-control';
import type { InstanceLive } from './instance-live';
import type { InstanceStatus } from './instance-status';

/** instances:all init: the full list, replacing what was held. */
export interface InstancesReceived {
  readonly type: 'InstancesReceived';
  readonly instances: readonly Instance[];
  readonly at: number;
}

export interface InstanceUpdated {
  readonly type: 'InstanceUpdated';
  readonly instance: Instance;
  readonly at: number;
}

export interface InstanceDeleted {
  readonly type: 'InstanceDeleted';
  readonly id: number;
  readonly at: number;
  /** The log entry it came in: its history's window restarts after it, also when refolded after a seek. */
  readonly seq: number;
}

/** instances:status:{id} status: the instance's live statistics and host data, about once a second. */
export interface InstanceStatusReceived {
  readonly type: 'InstanceStatusReceived';
  readonly id: number;
  readonly status: InstanceStatus;
  readonly at: number;
  /** The log entry it came in: a refold after a seek finds this frame's row of the history by it. */
  readonly seq: number;
}

/** control instances: live facts of every connected instance, by instance id. */
export interface InstancesLiveReceived {
  readonly type: 'InstancesLiveReceived';
  readonly instances: Readonly<Record<string, InstanceLive>>;
  readonly at: number;
}

/** The latest streamer release (HTTP latest_version), for version colouring. */
export interface LatestStreamerVersionReceived {
  readonly type: 'LatestStreamerVersionReceived';
  readonly version: string;
  readonly at: number;
}

/** system:instance_to_instance:{name} status: the viewer's control modules and presets. */
export interface InstanceControlStatusReceived {
  readonly type: 'InstanceControlStatusReceived';
  readonly name: string;
  readonly status: InstanceControlStatus;
  readonly at: number;
}

export type InstancesEvent =
  | InstancesReceived
  | InstanceUpdated
  | InstanceDeleted
  | InstanceStatusReceived
  | InstancesLiveReceived
  | LatestStreamerVersionReceived
  | InstanceControlStatusReceived;
