import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  headendPreviewOf,
  headendRows,
  mediaServers,
  mediaStreamRow,
  type HeadendRow,
  type MediaServerView,
} from '../../domain/monitoring';
import { ClockPort } from '../ports';
import { sameJson, serverNow$ } from '../shared';
import { StateReader } from '../store';

/**
 * The system monitor's lists (spec 2 §2): the headend list (buffer sparkline, source and destination states) from
 * channels:all and the control topic, and the media server stream list from each mediamtx instance's status.
 */
@injectable()
export class SystemListsQueries {
  readonly headends$: Observable<readonly HeadendRow[]>;
  readonly mediaServers$: Observable<readonly MediaServerView[]>;

  constructor(@inject(StateReader) store: StateReader, @inject(ClockPort) clock: ClockPort) {
    const inputs$ = store.select(
      (state) => ({
        channels: state.channels.byUuid,
        connections: state.channels.connections,
        instances: state.instances.byId,
        settings: state.settings.byId,
      }),
      (a, b) =>
        a.channels === b.channels &&
        a.connections === b.connections &&
        a.instances === b.instances &&
        a.settings === b.settings,
    );
    this.headends$ = combineLatest([inputs$, serverNow$(store, clock)]).pipe(
      map(([{ channels, connections, instances, settings }, now]) =>
        headendRows(Object.values(channels), connections, instances, now, headendPreviewOf(Object.values(settings))),
      ),
      distinctUntilChanged(sameJson),
    );
    this.mediaServers$ = store
      .select(
        (state) => ({ instances: state.instances.byId, status: state.instances.statusById }),
        (a, b) => a.instances === b.instances && a.status === b.status,
      )
      .pipe(
        map(({ instances, status }) =>
          mediaServers(Object.values(instances)).map((instance): MediaServerView => {
            const streams = status[instance.id]?.status.media_server;
            return {
              id: instance.id,
              title: instance.title,
              loaded: status[instance.id] !== undefined,
              streams: (streams ?? []).map((stream) => mediaStreamRow(instance.id, stream)),
            };
          }),
        ),
        distinctUntilChanged(sameJson),
      );
  }
}
