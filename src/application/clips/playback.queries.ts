import { inject, injectable } from 'inversify';
import type { Observable } from 'rxjs';
import { StateReader } from '../store';

/** What every player needs to know: 'Preview loads only when connection state is connected' (spec 2 §4). */
@injectable()
export class PlaybackQueries {
  readonly connected$: Observable<boolean>;

  constructor(@inject(StateReader) store: StateReader) {
    this.connected$ = store.select((state) => state.connection.state === 'connected');
  }
}
