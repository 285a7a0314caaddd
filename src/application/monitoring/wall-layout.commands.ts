import { inject, injectable } from 'inversify';
import { firstValueFrom } from 'rxjs';
import {
  monitorCommands,
  toggledSolo,
  wallLayoutOf,
  withoutSolo,
  withWallLayout,
  type WallGrid,
  type WallLayout,
  type WallLayouts,
  type WallName,
} from '../../domain/monitoring';
import { CommandPort, TokenStorage, type CommandResult } from '../ports';
import { WallLayoutQueries } from './wall-layout.queries';

/**
 * The walls' layout (issue 31 §1), one way for /monitor, /sysmonitor and /multiview: a grid choice, a solo, Escape,
 * and a tile leaving the wall each save every wall's layout in the account's `meta.monitor_wall_layout` through the
 * profile update (docs/protocol/accounts.md "Wall layout"). The command's args carry the whole value, so the wall
 * shows it at once and falls back to the saved one if the server refuses it; each change starts from the newest
 * value, in flight included.
 */
@injectable()
export class WallLayoutCommands {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(TokenStorage) private readonly tokens: TokenStorage,
    @inject(WallLayoutQueries) private readonly queries: WallLayoutQueries,
  ) {}

  /** The wall's grid (Auto, 2×2, 3×3, 4×4); a solo stays. */
  async chooseGrid(wall: WallName, grid: WallGrid): Promise<CommandResult<unknown>> {
    return this.change(wall, (layout) => ({ ...layout, grid }));
  }

  /** A tile clicked (or Enter on it): solo it, or back to the grid when it is the soloed one. */
  async toggleSolo(wall: WallName, uuid: string): Promise<CommandResult<unknown>> {
    return this.change(wall, (layout) => toggledSolo(layout, uuid));
  }

  /** Escape: back to the grid; nothing to save without a solo. */
  async endSolo(wall: WallName): Promise<CommandResult<unknown> | undefined> {
    const layouts = await firstValueFrom(this.queries.layouts$);
    const layout = wallLayoutOf(layouts, wall);
    if (layout.solo === undefined) return undefined;
    return this.save(wall, withWallLayout(layouts, wall, toggledSolo(layout, undefined)));
  }

  /**
   * A channel or event leaving the walls (its eye, its close button) ends its solo on every wall, so showing it
   * again later does not rearrange a wall by itself; nothing is saved when no wall soloed it.
   */
  async dropSolo(wall: WallName, uuid: string): Promise<CommandResult<unknown> | undefined> {
    const unsoloed = withoutSolo(await firstValueFrom(this.queries.layouts$), uuid);
    return unsoloed ? this.save(wall, unsoloed) : undefined;
  }

  private async change(wall: WallName, next: (layout: WallLayout) => WallLayout): Promise<CommandResult<unknown>> {
    const layouts = await firstValueFrom(this.queries.layouts$);
    return this.save(wall, withWallLayout(layouts, wall, next(wallLayoutOf(layouts, wall))));
  }

  private save(wall: WallName, layouts: WallLayouts): Promise<CommandResult<unknown>> {
    return this.commands.push({
      pattern: 'profile:{token}',
      params: { token: this.tokens.get() ?? '' },
      name: monitorCommands.layout,
      push: 'update',
      payload: { meta: { monitor_wall_layout: layouts } },
      args: { wall, layouts },
      target: `${wall}:layout`,
    });
  }
}
