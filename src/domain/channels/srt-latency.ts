// SRT latency choices of an SRTLA override, in microseconds (spec 2 §9).

export interface LatencyChoice {
  /** Microseconds, the value stored in override params.latency. */
  readonly value: number;
  readonly label: string;
}

const microsPerMilli = 1000;
const microsPerSecond = 1_000_000;

const milliChoices: LatencyChoice[] = [100, 200, 300, 400, 500].map((ms) => ({
  value: ms * microsPerMilli,
  label: `${ms} ms`,
}));
// 1.0 s to 10.0 s in 0.5 s steps: 19 choices.
const secondChoices: LatencyChoice[] = Array.from({ length: 19 }, (_, index) => {
  const seconds = 1 + index * 0.5;
  return { value: seconds * microsPerSecond, label: `${seconds.toFixed(1)} s` };
});

/** 100 ms to 500 ms in 100 ms steps, then 1.0 s to 10.0 s in 0.5 s steps. */
export const srtLatencyChoices: readonly LatencyChoice[] = [...milliChoices, ...secondChoices];

/** Default 1.5 s. */
export const defaultSrtLatency = 1_500_000;
