/**
 * A `monitor.filter` push (a side-bar eye or a card's close button), decoded: the whole list of channel uuids
 * it saves as shown. `id` is the command's.
 */
export interface MonitorFilterAsked {
  readonly type: 'MonitorFilterAsked';
  readonly id: string;
  readonly filter: readonly string[];
  readonly at: number;
}

export type MonitoringEvent = MonitorFilterAsked;
