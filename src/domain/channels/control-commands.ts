// Payloads of the control topic's pushes (spec 1 §7.2, spec 2 §7, spec 3 §7). Instance commands live in
// domain/instances and the maintenance push in domain/maintenance; these act on channels and events.
import type { InstanceCommand } from '../instances';
import type { MaintenanceControl } from '../maintenance';

/** Start or stop a transcoder: for a channel or an event (start), or a bound instance (stop). */
export interface TranscoderCommand {
  readonly type: 'start' | 'stop';
  readonly channel?: string;
  readonly event?: string;
  readonly instance?: number;
}

/** Start or stop the MediaConnect flows of an event's destination channel. */
export interface MediaconnectCommand {
  readonly type: 'start' | 'stop';
  readonly event: string;
}

/** Stop the source or the destination router of an event. */
export interface RouterCommand {
  readonly type: 'stop_source' | 'stop_destination';
  readonly event: string;
}

/** A command sent on the control topic, by its push event name. */
export type ControlCommand =
  | { readonly push: 'transcoder'; readonly payload: TranscoderCommand }
  | { readonly push: 'mediaconnect'; readonly payload: MediaconnectCommand }
  | { readonly push: 'router'; readonly payload: RouterCommand }
  | { readonly push: 'instance'; readonly payload: InstanceCommand }
  | { readonly push: 'maintenance'; readonly payload: MaintenanceControl };
