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

export type ClockEvent = ClockTicked | ServerTimeReceived;
