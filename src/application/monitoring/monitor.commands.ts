import { inject, injectable } from 'inversify';
import { savedMonitorFilter, toggledMonitorFilter, type MonitorScope } from '../../domain/monitoring';
import { CommandPort, TokenStorage, type CommandResult } from '../ports';
import { StateReader } from '../store';
import { MonitorQueries } from './monitor.queries';
import { firstValueFrom } from 'rxjs';

export const monitorCommandNames = { filter: 'monitor.filter' } as const;

/**
 * The walls' side-bar eyes (spec 2 §2, §7 'update_profile after toggling a channel key'): each toggle saves the
 * whole list of shown channel uuids in the account's meta.monitor_channel_filter through the profile update.
 * The wall changes when the server's profile frame comes back, never from the reply. Toggles run one after
 * another, so a second click computes its list from what the first one saved.
 */
@injectable()
export class MonitorCommands {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(TokenStorage) private readonly tokens: TokenStorage,
    @inject(StateReader) private readonly store: StateReader,
    @inject(MonitorQueries) private readonly queries: MonitorQueries,
  ) {}

  /** Shows or hides a channel's card (the eye, or the card's close button). */
  setShown(scope: MonitorScope, uuid: string, show: boolean): Promise<CommandResult<unknown>> {
    const next = this.queue.then(() => this.save(scope, uuid, show));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async save(scope: MonitorScope, uuid: string, show: boolean): Promise<CommandResult<unknown>> {
    // Without a saved filter the walls show the default list: the first toggle saves that list as shown.
    const saved = savedMonitorFilter(this.store.state.session.profile?.meta?.monitor_channel_filter);
    const shownNow =
      saved ??
      (await firstValueFrom(this.queries.wall$('all'))).choices
        .filter((choice) => choice.shown)
        .map((choice) => choice.uuid);
    const filter = toggledMonitorFilter(shownNow, uuid, show);
    return this.commands.push({
      pattern: 'profile:{token}',
      params: { token: this.tokens.get() ?? '' },
      name: monitorCommandNames.filter,
      push: 'update',
      payload: { meta: { monitor_channel_filter: filter } },
      args: { scope, channel: uuid, shown: show },
      target: `channel:${uuid}`,
    });
  }
}
