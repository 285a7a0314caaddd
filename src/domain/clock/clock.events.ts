/** The client's clock, appended by the application once a second. */
export interface ClockTicked {
  readonly type: 'ClockTicked';
  readonly now: number;
}

/** The server's clock from the control topic's timestamp broadcast, unix seconds. */
export interface ServerTimeReceived {
  readonly type: 'ServerTimeReceived';
  readonly timestamp: number;
  readonly at: number;
}

/** The `console.display_zone` command a session opens with, decoded: the zone the console shows times in. */
export interface DisplayZoneRecorded {
  readonly type: 'DisplayZoneRecorded';
  readonly zone: string;
  readonly at: number;
}

export type ClockEvent = ClockTicked | ServerTimeReceived;

export type DisplayZoneEvent = DisplayZoneRecorded;
