import type { LogEntry } from '../../domain/log';

export type ReplaySpeed = 1 | 4 | 16 | 'max';

export const replaySpeeds: readonly ReplaySpeed[] = [1, 4, 16, 'max'];

export interface BadLine {
  readonly line: number;
  readonly message: string;
}

export type LoadPhase = 'idle' | 'reading' | 'ready' | 'failed';

export interface ReplayLoad {
  readonly phase: LoadPhase;
  readonly fileName: string;
  readonly size: number;
  readonly bytesRead: number;
  readonly entries: number;
  readonly badLines: readonly BadLine[];
  /** Why reading stopped (no header, unreadable file). */
  readonly failure?: string;
}

export const idleLoad: ReplayLoad = { phase: 'idle', fileName: '', size: 0, bytesRead: 0, entries: 0, badLines: [] };

export interface ReplayPosition {
  /** The cursor: the state shown is the one right after entry `seq` (0 before any entry). */
  readonly seq: number;
  readonly total: number;
  readonly entry?: LogEntry;
}

export interface Playback {
  readonly playing: boolean;
  readonly speed: ReplaySpeed;
}

export type MarkerKind = 'command' | 'rejected' | 'reconnect' | 'error';

export interface ReplayMarker {
  readonly kind: MarkerKind;
  readonly seq: number;
}
