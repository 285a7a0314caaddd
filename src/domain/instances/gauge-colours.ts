// Colours of the instance statistics gauges (spec 1 §9, spec 2 §9).

export type GaugeColour = 'success' | 'warning' | 'error';
export type CountColour = 'normal' | 'orange' | 'red';

const thresholds = (value: number, errorAbove: number, warningAbove: number): GaugeColour =>
  value > errorAbove ? 'error' : value > warningAbove ? 'warning' : 'success';

/** CPU and memory: error over 75, warning over 60. */
export const cpuColour = (percent: number): GaugeColour => thresholds(percent, 75, 60);
export const memoryColour = (percent: number): GaugeColour => thresholds(percent, 75, 60);
/** Disk: error over 90, warning over 80. */
export const diskColour = (percent: number): GaugeColour => thresholds(percent, 90, 80);

/** Battery: Charging or Full is success; else success over 90, warning over 50, otherwise error. */
export const batteryColour = (percent: number, state?: string): GaugeColour => {
  if (state === 'Charging' || state === 'Full') return 'success';
  return percent > 90 ? 'success' : percent > 50 ? 'warning' : 'error';
};

export type BatteryIconStep = 100 | 90 | 75 | 40 | 20 | 0;
const batterySteps: readonly Exclude<BatteryIconStep, 0>[] = [100, 90, 75, 40, 20];

/** The battery icon steps at 100, 90, 75, 40 and 20; below 20 the empty icon (0). */
export const batteryIcon = (percent: number): BatteryIconStep => batterySteps.find((step) => percent >= step) ?? 0;

/**
 * Temperature: Nominal is success (spec). The other OS thermal states are our decision: Fair is a warning,
 * Serious, Critical and anything unknown an error.
 */
export const temperatureColour = (state: string): GaugeColour =>
  state === 'Nominal' ? 'success' : state === 'Fair' ? 'warning' : 'error';

/** Broadcaster process count: orange above 20000, red above 32000. */
export const processCountColour = (count: number): CountColour =>
  count > 32000 ? 'red' : count > 20000 ? 'orange' : 'normal';
