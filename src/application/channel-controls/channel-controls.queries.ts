import { inject, injectable } from 'inversify';
import { finalize, type Observable } from 'rxjs';
import { StateReader } from '../store';
import { eventTiles, samePlain, type EventControlsView } from './event-tiles';
import { shareLatest } from '../shared';

/**
 * The channel tiles of each event. Every row subscribes to its own event's stream: the tiles are recomputed
 * on a state change and emitted only when they differ, so a live control tick re-renders only the rows whose
 * channels, instances or flows changed (spec 1 §2.5, issue 5 "re-render only what changed").
 */
@injectable()
export class ChannelControlsQueries {
  private readonly streams = new Map<string, Observable<EventControlsView>>();

  constructor(@inject(StateReader) private readonly store: StateReader) {}

  /** One shared stream per event while anybody watches it (then forgotten); the same object for the same event. */
  controls$(eventUuid: string): Observable<EventControlsView> {
    let stream = this.streams.get(eventUuid);
    if (!stream) {
      stream = this.store
        .select((state) => eventTiles(state, eventUuid), samePlain)
        .pipe(
          finalize(() => this.streams.delete(eventUuid)),
          shareLatest(),
        );
      this.streams.set(eventUuid, stream);
    }
    return stream;
  }
}
