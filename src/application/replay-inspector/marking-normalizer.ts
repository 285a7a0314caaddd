import type { LogEntry } from '../../domain/log';
import type { DomainEvent } from '../../domain/state';
import type { Normalizer, SnapshotMark } from '../store';
import type { ReplayMarker } from './replay-model';

/**
 * Wraps the normalizer while a recording is first folded and notes the entries worth a mark on the timeline,
 * so finding rejected frames costs no second decode.
 */
export class MarkingNormalizer implements Normalizer {
  readonly markers: ReplayMarker[] = [];
  private marking = true;

  constructor(private readonly inner: Normalizer) {}

  /** Seeks normalize entries again; only the first fold marks. */
  stopMarking(): void {
    this.marking = false;
  }

  normalize(entry: LogEntry): readonly DomainEvent[] {
    const events = this.inner.normalize(entry);
    if (this.marking) this.mark(entry, events);
    return events;
  }

  snapshot(entry: LogEntry): SnapshotMark | undefined {
    return this.inner.snapshot(entry);
  }

  private mark(entry: LogEntry, events: readonly DomainEvent[]): void {
    const { seq } = entry;
    if (entry.kind === 'CommandIssued') this.markers.push({ kind: 'command', seq });
    else if (entry.kind === 'CommandSettled' && entry.outcome !== 'ok') this.markers.push({ kind: 'error', seq });
    else if (entry.kind === 'ConnectionChanged' && (entry.state === 'disconnected' || entry.attempt > 0))
      this.markers.push({ kind: 'reconnect', seq });
    else if (entry.kind === 'FrameReceived' && events.some((event) => event.type === 'FrameRejected'))
      this.markers.push({ kind: 'rejected', seq });
  }
}
