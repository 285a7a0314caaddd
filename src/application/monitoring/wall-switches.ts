import { inject, injectable } from 'inversify';
import { distinctUntilChanged, firstValueFrom, map, type Observable } from 'rxjs';
import { monitorCommands, savedWallSettings, withWallSetting, type WallSettings } from '../../domain/monitoring';
import type { RootState } from '../../domain/state';
import { CommandPort, TokenStorage, type CommandResult } from '../ports';
import { sameFields, shareLatest } from '../shared';
import { StateReader } from '../store';

/**
 * The walls' header switches (issue 31 §1): the audible alarm and every tile's stats, off until the operator turns
 * them on. They are the account's, like the walls' layout: each turn saves both in `meta.monitor_wall_settings`
 * through the profile update, shows at once while in flight (falling back to the saved value if the server refuses
 * it), and every console of the account follows the profile frame (docs/protocol/accounts.md "Wall settings").
 */
@injectable()
export class WallSwitches {
  readonly settings$: Observable<WallSettings>;
  readonly sound$: Observable<boolean>;
  readonly stats$: Observable<boolean>;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(TokenStorage) private readonly tokens: TokenStorage,
  ) {
    this.settings$ = store.select(settingsReader()).pipe(distinctUntilChanged(sameFields), shareLatest());
    this.sound$ = this.settings$.pipe(
      map((settings) => settings.alarm_sound),
      distinctUntilChanged(),
    );
    this.stats$ = this.settings$.pipe(
      map((settings) => settings.stats),
      distinctUntilChanged(),
    );
  }

  setSound(on: boolean): Promise<CommandResult<unknown>> {
    return this.turn('alarm_sound', on);
  }

  setStats(on: boolean): Promise<CommandResult<unknown>> {
    return this.turn('stats', on);
  }

  // From the newest value, in flight included, so a quick second switch keeps the first.
  private async turn(key: keyof WallSettings, on: boolean): Promise<CommandResult<unknown>> {
    const settings = withWallSetting(await firstValueFrom(this.settings$), key, on);
    return this.commands.push({
      pattern: 'profile:{token}',
      params: { token: this.tokens.get() ?? '' },
      name: monitorCommands.settings,
      push: 'update',
      payload: { meta: { monitor_wall_settings: settings } },
      args: { settings },
      target: 'walls:settings',
    });
  }
}

/** The switches from a state: the newest turn in flight, else the saved value, read once per stored value. */
const settingsReader = (): ((state: RootState) => WallSettings) => {
  let last: { readonly value: unknown; readonly settings: WallSettings } | undefined;
  return (state) => {
    const pending = state.monitorFilterPending.settings?.settings;
    if (pending) return pending;
    const value = state.session.profile?.meta?.monitor_wall_settings;
    if (last && last.value === value) return last.settings;
    last = { value, settings: savedWallSettings(value) };
    return last.settings;
  };
};
