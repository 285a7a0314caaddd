import { inject, injectable, optional } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  canOpenRoute,
  guardFailureRoute,
  hasProductionsGroup,
  routeRefusedText,
  routeRights,
  topRoute,
  visibleMenu,
  type Account,
  type MenuEntry,
  type Viewer,
} from '../../domain/accounts';
import { groupsOf, type GroupsState } from '../../domain/groups';
import { StateReader } from '../store';
import { sameItems, shareLatest } from '../shared';

/** Whether a route may show: still waiting for the profile, open, or refused with where to go instead. */
export type RouteAccess =
  | { readonly kind: 'pending' }
  | { readonly kind: 'allowed' }
  /** `notice` says the page was refused, shown where the redirect lands (issue 29: never a silent redirect). */
  | { readonly kind: 'refused'; readonly redirect: string; readonly notice: string };

const pending: RouteAccess = { kind: 'pending' };

/** What a guarded screen says while no profile is known: live, the profile is on its way. */
export const checkingAccessText = 'Checking access…';
/** The text of a console where "no profile yet" means something else (replay mode binds its own). */
export const AccessPendingText = Symbol('AccessPendingText');
const allowed: RouteAccess = { kind: 'allowed' };

const sameViewer = (a: Viewer | undefined, b: Viewer | undefined): boolean =>
  a?.type === b?.type && a?.productionsGroup === b?.productionsGroup;

/** The signed-in account as the guards see it; undefined until its profile has arrived. */
const viewerOf = ([profile, groups]: readonly [Account | undefined, GroupsState]): Viewer | undefined =>
  profile
    ? {
        type: profile.type,
        // The server's flag covers accounts that cannot read groups (cloudrec crew); the groups keep it live for the rest.
        productionsGroup: profile.productions === true || hasProductionsGroup(groupsOf(groups, profile.groups ?? [])),
      }
    : undefined;

/** Route guards and the menu (spec 1 §2.1, §6; spec 3 §6), from the domain rules over the session and groups. */
@injectable()
export class RouteAccessQueries {
  private readonly byRoute = new Map<string, Observable<RouteAccess>>();

  readonly viewer$: Observable<Viewer | undefined>;
  /** The menu entries the signed-in account sees, in menu order; empty until the profile arrives. */
  readonly menu$: Observable<readonly MenuEntry[]>;

  /** What a guarded screen shows while the account is not known. */
  readonly pendingText: string;

  constructor(@inject(StateReader) store: StateReader, @inject(AccessPendingText) @optional() pendingText?: string) {
    this.pendingText = pendingText ?? checkingAccessText;
    this.viewer$ = combineLatest([
      store.select((state) => state.session.profile),
      store.select((state) => state.groups),
    ]).pipe(map(viewerOf), distinctUntilChanged(sameViewer), shareLatest());
    this.menu$ = this.viewer$.pipe(
      map((viewer) => (viewer ? visibleMenu(viewer) : [])),
      distinctUntilChanged(sameItems),
    );
  }

  /** Access to `path` (a route pattern or a concrete path): the same stream for the same top route. */
  access$(path: string): Observable<RouteAccess> {
    const top = topRoute(path);
    let access = this.byRoute.get(top);
    if (!access) {
      const open = Object.hasOwn(routeRights, top) && routeRights[top] === 'open';
      access = this.viewer$.pipe(
        map((viewer): RouteAccess => {
          if (open) return allowed;
          if (!viewer) return pending;
          if (canOpenRoute(top, viewer)) return allowed;
          return { kind: 'refused', redirect: guardFailureRoute(viewer), notice: routeRefusedText(top) };
        }),
        distinctUntilChanged(
          (a, b) => a.kind === b.kind && (a.kind !== 'refused' || b.kind !== 'refused' || a.redirect === b.redirect),
        ),
      );
      this.byRoute.set(top, access);
    }
    return access;
  }
}
