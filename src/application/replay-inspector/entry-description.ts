import type { LogEntry } from '../../domain/log';

export const formatTime = (at: number): string => new Date(at).toISOString().replace('T', ' ').replace('Z', ' UTC');

/** One line saying what an entry is, for lists. */
export const describeEntry = (entry: LogEntry): string => {
  switch (entry.kind) {
    case 'FrameReceived':
    case 'FrameSent':
      return `${entry.topic} ${entry.event}`;
    case 'HttpExchanged':
      return `${entry.name} ${entry.method} ${entry.status}`;
    case 'CommandIssued':
      return `${entry.name} by ${entry.account}`;
    case 'CommandSettled':
      return `${entry.id} ${entry.outcome}${entry.reason ? `: ${entry.reason}` : ''}`;
    case 'ConnectionChanged':
      return `${entry.state} (attempt ${entry.attempt})`;
    case 'ClockTicked':
      return formatTime(entry.now);
  }
};
