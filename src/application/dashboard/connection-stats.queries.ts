import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { canSeeFeature } from '../../domain/accounts';
import { bufferSparkline, type SparklineColour } from '../../domain/channels';
import { StateReader } from '../store';
import { sameJson } from '../shared';

/** One destination connection's buffer (spec 2 §2 "Connection stats"). */
export interface ConnectionStat {
  readonly channelUuid: string;
  readonly title: string;
  readonly state: string;
  readonly max: number;
  readonly current: number;
  /** Orange when max is over 100, red over 5000 (spec 1 §9). */
  readonly colour: SparklineColour;
  /** The history and the current length, each as a share (0–1) of the max, oldest first. */
  readonly points: readonly number[];
}

/**
 * The admin sidebar's connection stats: every destination connection the control topic reports with a
 * buffer, by channel title. Non-administrators get an empty list (spec 1 §6).
 */
@injectable()
export class ConnectionStatsQueries {
  readonly stats$: Observable<readonly ConnectionStat[]>;

  constructor(@inject(StateReader) store: StateReader) {
    const visible$ = store.select((state) => canSeeFeature('connection_stats', state.session.profile?.type));
    const connections$ = store.select(
      (state) => ({ connections: state.channels.connections, channels: state.channels.byUuid }),
      (a, b) => a.connections === b.connections && a.channels === b.channels,
    );
    this.stats$ = combineLatest([visible$, connections$]).pipe(
      map(([visible, { connections, channels }]) => {
        if (!visible) return [];
        return Object.entries(connections)
          .flatMap(([uuid, connection]): ConnectionStat[] => {
            const buffer = connection.info?.buffer_status;
            if (!buffer) return [];
            const line = bufferSparkline(buffer);
            const scale = line.max > 0 ? line.max : 1;
            return [
              {
                channelUuid: uuid,
                title: channels[uuid]?.title ?? uuid,
                state: connection.state,
                ...line,
                points: [...buffer.history, buffer.current_length].map(
                  (value) => Math.round((value / scale) * 1000) / 1000,
                ),
              },
            ];
          })
          .sort((a, b) => a.title.localeCompare(b.title) || a.channelUuid.localeCompare(b.channelUuid));
      }),
      distinctUntilChanged(sameJson),
    );
  }
}
