import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import { ownSessions, sessionStartedText, sessionTimeText } from '../../domain/accounts';
import { DisplayZone, shareLatest } from '../shared';
import { StateReader } from '../store';

/** One row of the own-sessions table (spec 3 §2.2, §3 Session, §8 'Long time ago'). */
export interface SessionRow {
  readonly id: number;
  readonly current: boolean;
  readonly ip: string;
  readonly userAgent: string;
  /** DD.MM.YYYY HH:mm, or 'Long time ago' for time 0. */
  readonly onlineAt: string;
  readonly startedAt: string;
}

@injectable()
export class SessionsQueries {
  readonly rows$: Observable<readonly SessionRow[]>;

  constructor(@inject(StateReader) store: StateReader, @inject(DisplayZone) zone: DisplayZone) {
    this.rows$ = store
      .select((state) => state.session.sessions)
      .pipe(
        map((sessions) =>
          ownSessions(sessions).map((session): SessionRow => ({
            id: session.id,
            current: session.current === true,
            ip: session.meta?.ip ?? '—',
            userAgent: session.meta?.user_agent ?? '—',
            onlineAt: sessionTimeText(session.online_at, zone),
            startedAt: sessionStartedText(session.inserted_at, zone),
          })),
        ),
        shareLatest(),
      );
  }
}
