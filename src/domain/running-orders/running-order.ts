export const runningOrderActions = ['mixer', 'wait', 'player'] as const;
export type RunningOrderAction = (typeof runningOrderActions)[number];

export const runningOrderInputs = ['loop', 'black', 'live', 'player'] as const;
export type RunningOrderInput = (typeof runningOrderInputs)[number];

/** One step of a running order (spec 3 §3). `type` depends on the action (running-order-rules.ts). */
export interface RunningOrderItem {
  readonly action: RunningOrderAction;
  readonly type?: string;
  /** Milliseconds; only for mixer fade, wait duration and player play. */
  readonly duration?: number;
  readonly input?: RunningOrderInput;
  readonly uri?: string;
}

export interface RunningOrder {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly id: number;
  readonly name: string;
  readonly items: readonly RunningOrderItem[];
  readonly inserted_at?: string;
  readonly updated_at?: string;
}

/** What a save sends: no id for a new running order. */
export interface RunningOrderDraft {
  readonly id?: number;
  readonly name: string;
  readonly items: readonly RunningOrderItem[];
}
