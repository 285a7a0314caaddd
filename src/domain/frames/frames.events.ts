/** A frame decoded by its codec; it precedes the domain events the frame carried. */
export interface FrameDecoded {
  readonly type: 'FrameDecoded';
  readonly topic: string;
  readonly event: string;
  readonly at: number;
}

/** One io-ts path error: where in the payload, what was expected, what arrived (shortened). */
export interface PathError {
  readonly path: string;
  readonly expected: string;
  readonly actual: string;
}

/** A frame whose payload failed its codec. It changes no other projection. */
export interface FrameRejected {
  readonly type: 'FrameRejected';
  readonly seq: number;
  readonly topic: string;
  readonly event: string;
  readonly at: number;
  readonly errors: readonly PathError[];
}

/** A frame on a topic or with an event the catalogue does not know. */
export interface FrameIgnored {
  readonly type: 'FrameIgnored';
  readonly seq: number;
  readonly topic: string;
  readonly event: string;
  readonly at: number;
}

export type FrameEvent = FrameDecoded | FrameRejected | FrameIgnored;
