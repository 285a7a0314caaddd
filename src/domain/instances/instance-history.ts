// A short history of the figures a person looks at for a trend (issue 13): CPU, memory and bitrates, as
// sparklines on the instance panel. Kept per instance while its status arrives, newest last.
import { cpuSummary, memoryPercent } from './instance-gauges';
import { encoderModules, type InstanceStatus } from './instance-status';

/** Three minutes of a status sent once a second. */
export const historyLength = 180;

/** Series name → values, oldest first. Names: cpu, memory, rtmp, srt, srtla, encoder:{name}. */
export type InstanceHistory = Readonly<Record<string, readonly number[]>>;

/** The values a frame adds to the history, by series; a part the frame lacks adds nothing to its series. */
export const historySamples = (status: InstanceStatus): Record<string, number> => {
  const samples: Record<string, number> = {};
  const cpu = cpuSummary(status.system?.cpu);
  if (cpu) samples.cpu = cpu.average;
  if (status.system?.memory) samples.memory = memoryPercent(status.system.memory);
  if (status.rtmp_state?.bitrate !== undefined) samples.rtmp = status.rtmp_state.bitrate;
  if (status.srt_state?.bitrate !== undefined) samples.srt = status.srt_state.bitrate;
  if (status.srtla_state?.bitrate !== undefined) samples.srtla = status.srtla_state.bitrate;
  for (const encoder of encoderModules(status)) samples[`encoder:${encoder.name}`] = encoder.bitrate;
  return samples;
};

/** Appends one value to a series in place (the projection's draft), dropping the oldest past the length. */
export const appendSample = (series: number[], value: number, limit = historyLength): void => {
  series.push(value);
  if (series.length > limit) series.splice(0, series.length - limit);
};
