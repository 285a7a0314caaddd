import { inject, injectable } from 'inversify';
import { timer } from 'rxjs';
import { defineCommands, pushed, type CommandEntry, type PayloadArgs } from '../../domain/commands';
import {
  maintenanceRecheckMs,
  maintenanceStart,
  maintenanceWindowBounds,
  maintenanceWindowMessages,
  type MaintenanceControl,
} from '../../domain/maintenance';
import { ClockPort, CommandPort, type AckReply, type CommandResult } from '../ports';
import { MaintenancePoller } from './maintenance-poller';

export type MaintenanceStartPayload = Extract<MaintenanceControl, { type: 'start' }>;

export const maintenanceCommands = defineCommands('maintenance', {
  start: pushed('maintenance.start'),
  stop: pushed('maintenance.stop'),
});

/**
 * Starting and stopping maintenance (spec 3 §4, §7 send_control type maintenance): a push on control; the
 * status is rechecked 1000 ms after either, whatever the reply, so the screen and the top bar show what the
 * server now says instead of waiting for the next 10 s poll.
 */
@injectable()
export class MaintenanceCommands {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(MaintenancePoller) private readonly poller: MaintenancePoller,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  /** The start push from the form's times (unix seconds; undefined while mistyped) and message, or what is wrong. */
  startFrom(
    start: number | undefined,
    end: number | undefined,
    message: string,
  ): { readonly control: MaintenanceStartPayload } | { readonly problem: string } {
    const control = maintenanceStart(start, end, message);
    if (typeof control === 'string') return { problem: maintenanceWindowMessages[control] };
    if (control.type !== 'start') return { problem: maintenanceWindowMessages.start_missing };
    // The server's bounds (docs/protocol/maintenance.md), said before the push rather than as 'Unable to start'.
    const bounds = maintenanceWindowBounds(control.start_time, control.end_time, Math.floor(this.clock.now() / 1000));
    return bounds ? { problem: maintenanceWindowMessages[bounds] } : { control };
  }

  start(control: MaintenanceStartPayload): Promise<CommandResult<AckReply>> {
    return this.send(maintenanceCommands.start, control);
  }

  stop(): Promise<CommandResult<AckReply>> {
    return this.send(maintenanceCommands.stop, { type: 'end' });
  }

  private async send(name: CommandEntry<PayloadArgs>, payload: MaintenanceControl): Promise<CommandResult<AckReply>> {
    const result = await this.commands.push({ pattern: 'control', push: 'maintenance', name, payload });
    timer(maintenanceRecheckMs).subscribe(() => void this.poller.poll());
    return result;
  }
}
