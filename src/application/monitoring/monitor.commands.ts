import { inject, injectable } from 'inversify';
import { firstValueFrom } from 'rxjs';
import {
  monitorCommands,
  toggledMonitorFilter,
  toggledSolo,
  withoutSolo,
  withWallLayout,
  type MonitorScope,
  type WallGrid,
  type WallLayout,
  type WallLayouts,
} from '../../domain/monitoring';
import { CommandPort, TokenStorage, type CommandResult } from '../ports';
import { MonitorQueries } from './monitor.queries';

/**
 * The walls' side-bar eyes (spec 2 §2, §7 'update_profile after toggling a channel key'): each toggle saves the
 * whole list of shown channel uuids in the account's meta.monitor_channel_filter through the profile update.
 * The list is worked out from what the wall shows now, toggles still in flight included, and travels in the
 * command's args too: the wall shows it at once (issue 14: under 100 ms) and falls back to the saved list if
 * the server refuses it. The server runs a topic's pushes in order, so the newest list is the one kept.
 * The layout (issue 31: grid and solo) is saved the same way in meta.monitor_wall_layout, every wall's at once.
 */
@injectable()
export class MonitorCommands {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(TokenStorage) private readonly tokens: TokenStorage,
    @inject(MonitorQueries) private readonly queries: MonitorQueries,
  ) {}

  /** Shows or hides a channel's card (the eye, or the card's close button). */
  async setShown(scope: MonitorScope, uuid: string, show: boolean): Promise<CommandResult<unknown>> {
    // Without a saved filter the walls show the default list: the first toggle saves that list as shown.
    const shownNow = (await firstValueFrom(this.queries.wall$('all'))).choices
      .filter((choice) => choice.shown)
      .map((choice) => choice.uuid);
    const filter = toggledMonitorFilter(shownNow, uuid, show);
    const saved = this.commands.push({
      pattern: 'profile:{token}',
      params: { token: this.tokens.get() ?? '' },
      name: monitorCommands.filter,
      push: 'update',
      payload: { meta: { monitor_channel_filter: filter } },
      args: { scope, channel: uuid, shown: show, filter },
      target: `channel:${uuid}`,
    });
    // A channel leaving the walls ends its solo, so showing it again later does not rearrange a wall by itself.
    const unsoloed = show ? undefined : withoutSolo(await firstValueFrom(this.queries.layouts$), uuid);
    if (unsoloed) void this.saveLayouts(scope, unsoloed);
    return saved;
  }

  /** The wall's grid (Auto, 2×2, 3×3, 4×4); a solo stays. */
  async chooseGrid(scope: MonitorScope, grid: WallGrid): Promise<CommandResult<unknown>> {
    const layout = await this.layoutOf(scope);
    return this.saveLayout(scope, { ...layout, grid });
  }

  /** A tile clicked (or Enter on it): solo it, or back to the grid when it is the soloed one. */
  async toggleSolo(scope: MonitorScope, uuid: string): Promise<CommandResult<unknown>> {
    return this.saveLayout(scope, toggledSolo(await this.layoutOf(scope), uuid));
  }

  /** Escape: back to the grid. */
  async endSolo(scope: MonitorScope): Promise<CommandResult<unknown> | undefined> {
    const layout = await this.layoutOf(scope);
    return layout.solo === undefined ? undefined : this.saveLayout(scope, toggledSolo(layout, undefined));
  }

  // The layout the wall shows (a solo of a channel no longer shown is already the grid).
  private async layoutOf(scope: MonitorScope): Promise<WallLayout> {
    return (await firstValueFrom(this.queries.wall$(scope))).layout;
  }

  private async saveLayout(scope: MonitorScope, layout: WallLayout): Promise<CommandResult<unknown>> {
    return this.saveLayouts(scope, withWallLayout(await firstValueFrom(this.queries.layouts$), scope, layout));
  }

  private saveLayouts(scope: MonitorScope, layouts: WallLayouts): Promise<CommandResult<unknown>> {
    return this.commands.push({
      pattern: 'profile:{token}',
      params: { token: this.tokens.get() ?? '' },
      name: monitorCommands.layout,
      push: 'update',
      payload: { meta: { monitor_wall_layout: layouts } },
      args: { scope, layouts },
      target: 'monitor:layout',
    });
  }
}
