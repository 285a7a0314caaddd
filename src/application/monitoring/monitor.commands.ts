import { inject, injectable } from 'inversify';
import { firstValueFrom } from 'rxjs';
import { monitorCommands, toggledMonitorFilter, wallNameOf, type MonitorScope } from '../../domain/monitoring';
import { CommandPort, TokenStorage, type CommandResult } from '../ports';
import { MonitorQueries } from './monitor.queries';
import { WallLayoutCommands } from './wall-layout.commands';

/**
 * The walls' side-bar eyes (spec 2 §2, §7 'update_profile after toggling a channel key'): each toggle saves the
 * whole list of shown channel uuids in the account's meta.monitor_channel_filter through the profile update.
 * The list is worked out from what the wall shows now, toggles still in flight included, and travels in the
 * command's args too: the wall shows it at once (issue 14: under 100 ms) and falls back to the saved list if
 * the server refuses it. The server runs a topic's pushes in order, so the newest list is the one kept.
 * The layout (issue 31: grid and solo) is the walls' kit's (WallLayoutCommands).
 */
@injectable()
export class MonitorCommands {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(TokenStorage) private readonly tokens: TokenStorage,
    @inject(MonitorQueries) private readonly queries: MonitorQueries,
    @inject(WallLayoutCommands) private readonly layouts: WallLayoutCommands,
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
    if (!show) void this.layouts.dropSolo(wallNameOf(scope), uuid);
    return saved;
  }
}
