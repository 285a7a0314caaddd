import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { canSeeFeature } from '../../domain/accounts';
import {
  onlineInstances,
  onlineTabs,
  sameOnlineEntries,
  sameOnlineEntry,
  type OnlineEntry,
  type OnlineTab,
} from '../../domain/instances';
import { StateReader } from '../store';
import { sameItems } from '../shared';

export interface OnlineInstancesView {
  /** Administrators see the tabs and open the menu (spec 3 §2.5); others one list without either. */
  readonly isAdmin: boolean;
  readonly tabs: readonly OnlineTab[];
  readonly byTab: Readonly<Record<OnlineTab, readonly OnlineEntry[]>>;
  /** Every online instance, for a viewer without the tabs. */
  readonly all: readonly OnlineEntry[];
}

/** Whether two side-bar entries show the same thing: the view's rows re-render only when not. */
export { sameOnlineEntry };

const sameView = (a: OnlineInstancesView, b: OnlineInstancesView): boolean =>
  a.isAdmin === b.isAdmin && onlineTabs.every((tab) => sameOnlineEntries(a.byTab[tab], b.byTab[tab]));

/**
 * The online instances side bar (spec 3 §2.5) from instances:all and the control topic's live facts. The control
 * topic re-sends every instance's last_seen each second: the view is emitted only when a line would change (with
 * 500 instances online, re-rendering the list every second held the main thread ~300 ms a second).
 */
@injectable()
export class OnlineInstancesQueries {
  readonly view$: Observable<OnlineInstancesView>;

  constructor(@inject(StateReader) store: StateReader) {
    this.view$ = store
      .select(
        (state) =>
          [
            state.instances.byId,
            state.instances.live,
            state.channels.byUuid,
            state.instances.latestVersion,
            state.session.profile?.type,
          ] as const,
        sameItems,
      )
      .pipe(
        map(([byId, live, channels, latest, type]) => {
          const byTab = onlineInstances(
            Object.values(byId),
            live,
            (uuid) => {
              const channel = channels[uuid];
              return channel ? channel.title || channel.name : undefined;
            },
            latest,
          );
          return {
            isAdmin: canSeeFeature('online_instances_tabs', type),
            tabs: onlineTabs,
            byTab,
            all: onlineTabs.flatMap((tab) => byTab[tab]),
          };
        }),
        distinctUntilChanged(sameView),
      );
  }
}
