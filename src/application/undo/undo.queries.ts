import { inject, injectable } from 'inversify';
import { Observable, of, switchMap } from 'rxjs';
import { sessionTimeText } from '../../domain/accounts';
import { savedItemText, undoKinds, type ConfigurationSave } from '../../domain/undo';
import { DisplayZone, shareLatest } from '../shared';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';

/** One line of "Recent changes": the save, what it changed, and whether Undo is still offered. */
export interface RecentChange {
  readonly save: ConfigurationSave;
  /** "Channel · Studio A". */
  readonly text: string;
  /** When it was saved: DD.MM.YYYY HH:mm in the display zone. */
  readonly when: string;
  /** Undone already (by this account): the line says so instead of offering Undo. */
  readonly undone: boolean;
}

const lineOf = (save: ConfigurationSave, zone: DisplayZone): RecentChange => ({
  save,
  text: savedItemText(save, undoKinds[save.kind].noun),
  when: sessionTimeText(save.at, zone),
  undone: save.undone_by !== undefined,
});

/**
 * The signed-in account's last configuration saves (issue 32 §4), newest first, as the server lists them on
 * `undo:{account_id}`: following `recent$` holds that topic (a topic lease, released with the last reader) and
 * gives the lines; undefined until the profile and the first list arrive.
 */
@injectable()
export class UndoQueries {
  readonly recent$: Observable<readonly RecentChange[] | undefined>;

  constructor(
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(StateReader) private readonly store: StateReader,
    @inject(DisplayZone) private readonly zone: DisplayZone,
  ) {
    this.recent$ = store
      .select((state) => state.session.profile?.id)
      .pipe(
        switchMap((accountId) => (accountId === undefined ? of(undefined) : this.listOf(accountId))),
        shareLatest(),
      );
  }

  private listOf(accountId: number): Observable<readonly RecentChange[] | undefined> {
    return new Observable<readonly RecentChange[] | undefined>((subscriber) => {
      const lease = this.leases.hold({ pattern: 'undo:{account_id}', params: { account_id: String(accountId) } });
      const lines = this.store
        .select((state) => state.undo.saves)
        .subscribe((saves) => subscriber.next(saves?.map((save) => lineOf(save, this.zone))));
      return () => {
        lines.unsubscribe();
        lease.release();
      };
    });
  }
}
