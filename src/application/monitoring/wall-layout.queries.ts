import { inject, injectable } from 'inversify';
import type { Observable } from 'rxjs';
import { savedWallLayouts, type WallLayouts } from '../../domain/monitoring';
import type { RootState } from '../../domain/state';
import { StateReader } from '../store';

/**
 * Every wall's layout (issue 31 §1: grid and solo of /monitor, /sysmonitor and /multiview): the newest layout choice
 * in flight shows at once, the account's saved `meta.monitor_wall_layout` otherwise (domain/monitoring/wall-layout).
 * The walls' queries read it inside their own state selection (`read`), the layout commands through `layouts$`.
 */
@injectable()
export class WallLayoutQueries {
  readonly layouts$: Observable<WallLayouts>;
  /** The layouts from a state, read once per stored value (see layoutsReader). */
  readonly read: (state: RootState) => WallLayouts = layoutsReader();

  constructor(@inject(StateReader) store: StateReader) {
    this.layouts$ = store.select(this.read);
  }
}

/**
 * The layouts from a state: the newest choice in flight, else the saved value, read once per value (the walls'
 * inputs are compared field by field, so a layouts object made anew on every state change would recompute them).
 */
const layoutsReader = (): ((state: RootState) => WallLayouts) => {
  let last: { readonly value: unknown; readonly layouts: WallLayouts } | undefined;
  return (state) => {
    const pending = state.monitorFilterPending.layout?.layouts;
    if (pending) return pending;
    const value = state.session.profile?.meta?.monitor_wall_layout;
    if (last && last.value === value) return last.layouts;
    const read = { value, layouts: savedWallLayouts(value) };
    last = read;
    return read.layouts;
  };
};
