// How the instance panel writes its numbers (spec 1 §2.7, §9): sizes, rates, durations.

const oneDecimal = (value: number): string => value.toFixed(1);

/** Bytes as GB with 1 decimal, MB below a gigabyte. */
export const formatBytes = (bytes: number): string =>
  bytes >= 1e9 ? `${oneDecimal(bytes / 1e9)} GB` : `${Math.round(bytes / 1e6)} MB`;

/** Interface rates (bits per second) as Mbit/s with 1 decimal, kbit/s below a megabit. */
export const formatBitsPerSecond = (bps: number): string =>
  bps >= 1e6 ? `${oneDecimal(bps / 1e6)} Mbit/s` : `${Math.round(bps / 1e3)} kbit/s`;

/** Encoder and transport bitrates, as streamers report them: whole kilobits per second. */
export const formatKbps = (kbps: number): string => `${Math.round(kbps)} kbps`;

/** Uptime as days and hh:mm. */
export const formatUptime = (seconds: number): string => {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const clock = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return days > 0 ? `${days} d ${clock}` : clock;
};

/** Percent with 1 decimal (memory, disks), as CPU is shown. */
export const formatPercent = (percent: number): string => `${oneDecimal(percent)} %`;
