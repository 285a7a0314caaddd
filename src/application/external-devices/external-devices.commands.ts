import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable, timer } from 'rxjs';
import { relayResetLockMs } from '../../domain/instances';
import { CommandPort, type AckReply, type CommandResult } from '../ports';

export const externalDeviceCommandNames = {
  changeRoute: 'external_device.change_route',
  changeSetting: 'external_device.change_setting',
  resetDevice: 'external_device.reset_device',
} as const;

const relayKey = (instanceId: number, relay: number): string => `${instanceId}:${relay}`;

/**
 * The external-device commands on instances:{id} (spec 3 §7): change-route, change-setting, reset-device. None
 * writes state: the page shows the device's next status frame, the state the server holds after the command.
 */
@injectable()
export class ExternalDeviceCommands {
  private readonly locked = new BehaviorSubject<ReadonlySet<string>>(new Set());

  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  /** Relays whose reset button is locked: 5000 ms after a click (spec 3 §4), keyed `{instance}:{relay}`. */
  readonly lockedRelays$: Observable<ReadonlySet<string>> = this.locked.asObservable();

  isLocked(instanceId: number, relay: number): boolean {
    return this.locked.value.has(relayKey(instanceId, relay));
  }

  changeRoute(instanceId: number, inId: number, outId: number): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'instances:{id}',
      params: { id: String(instanceId) },
      push: 'change-route',
      payload: { in_id: inId, out_id: outId },
      name: externalDeviceCommandNames.changeRoute,
      target: `instance:${instanceId}`,
    });
  }

  changeSetting(instanceId: number, name: string, key: string, value: string): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'instances:{id}',
      params: { id: String(instanceId) },
      push: 'change-setting',
      payload: { name, key, value },
      name: externalDeviceCommandNames.changeSetting,
      target: `instance:${instanceId}`,
    });
  }

  /** Power-cycles a relay; a second click within 5000 ms sends nothing (undefined). */
  async resetDevice(instanceId: number, relay: number): Promise<CommandResult<AckReply> | undefined> {
    const key = relayKey(instanceId, relay);
    if (this.locked.value.has(key)) return undefined;
    this.locked.next(new Set([...this.locked.value, key]));
    timer(relayResetLockMs).subscribe(() => {
      const next = new Set(this.locked.value);
      next.delete(key);
      this.locked.next(next);
    });
    return this.commands.push({
      pattern: 'instances:{id}',
      params: { id: String(instanceId) },
      push: 'reset-device',
      payload: { device: relay },
      name: externalDeviceCommandNames.resetDevice,
      target: `instance:${instanceId}`,
    });
  }
}
