import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import type { ConnectionState } from '../../domain/log';
import type { PathError } from '../../domain/frames';
import { clockTime, framesPerSecond, isHealthStale, trafficHistory, type ServerHealth } from '../../domain/developer';
import { DisplayZone, sameItems } from '../shared';
import { StateReader } from '../store';

/** A rejected frame as the monitor lists it. */
export interface RejectionRow {
  readonly seq: number;
  readonly at: number;
  /** 'HH:mm:ss' in the display zone. */
  readonly time: string;
  readonly topic: string;
  readonly event: string;
  readonly errors: readonly PathError[];
}

/** This console's socket, as a developer reads it (spec 3 §2.8 monitor). */
export interface ConsoleFigures {
  readonly connection: ConnectionState;
  /** Times the socket came back after having been up. */
  readonly reconnects: number;
  /** Failed attempts of the reconnect under way. */
  readonly attempt: number;
  readonly decoded: number;
  readonly rejected: number;
  readonly ignored: number;
  /** Inbound frames per second over the last 10 s. */
  readonly framesPerSecond: number;
  /** The last minute, a count per second, oldest first. */
  readonly history: readonly number[];
  /** The latest rejections, newest first. */
  readonly rejections: readonly RejectionRow[];
}

export interface HealthView {
  readonly health?: ServerHealth;
  /** No report for three periods (or none yet): the figures are old. */
  readonly stale: boolean;
  readonly receivedAt?: number;
}

const rejectionsShown = 20;

/**
 * The developer monitor (spec 3 §2.8): this console's connection, frame rate, rejected frames and reconnects
 * (frames, connection and console-traffic projections), and the studio server's health (system:health). "Now"
 * is the clock projection's last tick, so a replay shows the rates as they were.
 */
@injectable()
export class DeveloperMonitorQueries {
  readonly console$: Observable<ConsoleFigures>;
  readonly health$: Observable<HealthView>;
  readonly zone: string;

  constructor(@inject(StateReader) store: StateReader, @inject(DisplayZone) zone: DisplayZone) {
    this.zone = zone;
    this.console$ = store
      .select(
        (state) => [state.frames, state.connection, state.consoleTraffic, state.clock.clientNow] as const,
        sameItems,
      )
      .pipe(
        map(([frames, connection, traffic, now]) => {
          const at = now ?? frames.lastFrameAt ?? 0;
          return {
            connection: connection.state,
            reconnects: connection.reconnects,
            attempt: connection.attempt,
            decoded: frames.decoded,
            rejected: frames.rejected,
            ignored: frames.ignored,
            framesPerSecond: framesPerSecond(traffic, at),
            history: trafficHistory(traffic, at),
            rejections: frames.recentRejections
              .slice(-rejectionsShown)
              .reverse()
              .map(({ seq, at: when, topic, event, errors }) => ({
                seq,
                at: when,
                time: clockTime(when, this.zone),
                topic,
                event,
                errors,
              })),
          };
        }),
      );
    this.health$ = store
      .select(
        (state) => [state.serverHealth, state.clock.clientNow] as const,
        (a, b) => a[0] === b[0] && a[1] === b[1],
      )
      .pipe(
        map(([health, now]) => ({
          ...(health.latest ? { health: health.latest } : {}),
          ...(health.receivedAt !== undefined ? { receivedAt: health.receivedAt } : {}),
          stale: isHealthStale(health, now ?? health.receivedAt ?? 0),
        })),
      );
  }
}
