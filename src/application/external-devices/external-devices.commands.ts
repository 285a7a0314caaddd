import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable, timer } from 'rxjs';
import {
  externalDeviceCommands,
  deviceCommandTemplates,
  relayResetLockMs,
  typedDeviceCommand,
  type RoutePort,
} from '../../domain/instances';
import { CommandPort, type AckReply, type CommandResult } from '../ports';

/** The command form: the known commands' starting arguments by kind, and how a typed command is read. */
export const deviceCommandForm = { templates: deviceCommandTemplates, read: typedDeviceCommand } as const;

/** How the page names a port: '2: Encoder A'. */
export const portLabel = (port: RoutePort): string => `${port.id}: ${port.name}`;

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

  /** Routes an input to an output (the page asks first: it can take a programme off air); the toast names both. */
  changeRoute(instanceId: number, input: RoutePort, output: RoutePort): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'instances:{id}',
      params: { id: String(instanceId) },
      push: 'change-route',
      payload: { in_id: input.id, out_id: output.id },
      name: externalDeviceCommands.changeRoute,
      target: `instance:${instanceId}`,
      args: { output: portLabel(output), input: portLabel(input) },
    });
  }

  /**
   * Any command to the device (spec 1 §7.2 control `instance` send_command_to_external_device {command, args}),
   * as typed in the page's command form; the device's status shows it as its last command.
   */
  sendCommand(
    instanceId: number,
    command: string,
    args: Readonly<Record<string, unknown>>,
  ): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'control',
      push: 'instance',
      payload: { type: 'send_command_to_external_device', instance: instanceId, command, args },
      name: externalDeviceCommands.command,
      target: `instance:${instanceId}`,
      args: { command },
    });
  }

  changeSetting(instanceId: number, name: string, key: string, value: string): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'instances:{id}',
      params: { id: String(instanceId) },
      push: 'change-setting',
      payload: { name, key, value },
      name: externalDeviceCommands.changeSetting,
      target: `instance:${instanceId}`,
      args: { setting: name === 'video' && key === 'output_mode' ? 'Video output mode' : key, value },
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
      name: externalDeviceCommands.resetDevice,
      target: `instance:${instanceId}`,
    });
  }
}
