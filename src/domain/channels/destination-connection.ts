// Destination connection of a channel, as the control topic reports it (spec 2 §3, spec 1 §4).

export type ConnectionState = 'listening' | 'disconnected' | 'connecting' | 'connected';

export interface BufferStatus {
  readonly current_length: number;
  /** Recent buffer lengths, oldest first, as kept by the server. */
  readonly history: readonly number[];
}

export interface DestinationConnection {
  readonly state: ConnectionState;
  readonly info?: { readonly buffer_status?: BufferStatus };
  /** Uuids of the events currently using the connection. */
  readonly events?: readonly string[];
}

/** 'listening' is idle; any other state counts as running (spec 1 §4, spec 2 §2 monitor). */
export const isConnectionRunning = (state: ConnectionState | undefined): boolean =>
  state !== undefined && state !== 'listening';

/** Preview loads only when the connection is connected and a url exists (spec 2 §4). */
export const canLoadPreview = (state: ConnectionState | undefined, url: string | undefined): boolean =>
  state === 'connected' && url !== undefined && url.length > 0;

export type SparklineColour = 'normal' | 'orange' | 'red';
export const bufferOrangeAbove = 100;
export const bufferRedAbove = 5000;

export interface BufferSparkline {
  readonly max: number;
  readonly current: number;
  readonly colour: SparklineColour;
}

/** Orange when the max is over 100, red when over 5000 (spec 1 §9, spec 2 §9). */
export const bufferSparkline = (buffer: BufferStatus): BufferSparkline => {
  const max = buffer.history.reduce((highest, value) => Math.max(highest, value), buffer.current_length);
  const colour: SparklineColour = max > bufferRedAbove ? 'red' : max > bufferOrangeAbove ? 'orange' : 'normal';
  return { max, current: buffer.current_length, colour };
};
