import { inject, injectable } from 'inversify';
import { streamerMessageLimits, type InstanceCommand } from '../../domain/instances';
import { CommandPort, type AckReply, type CommandResult } from '../ports';

/** The longest message a streamer takes (docs/protocol/control.md "Messages to a streamer"). */
export const streamerMessageMaxLength = streamerMessageLimits.maxLength;

/** Dotted names of the streamer actions: the keys of their toasts (spec 1 §8, domain/channels/control-messages). */
export const streamerCommandNames = {
  restart: 'streamer.restart',
  start: 'streamer.start',
  stop: 'streamer.stop',
  update: 'streamer.update',
  bitrate: 'streamer.bitrate',
  defaultInterface: 'streamer.default_interface',
  speedtest: 'streamer.speedtest',
  message: 'streamer.message',
  stopTranscoder: 'transcoder.stop_instance',
} as const;

export type StreamerAction = 'restart' | 'start' | 'stop' | 'update';

const actionTypes: Readonly<Record<StreamerAction, InstanceCommand['type']>> = {
  restart: 'restart_streamer',
  start: 'start_streamer',
  stop: 'stop_streamer',
  update: 'update_streamer',
};

/**
 * The info card's streamer actions (spec 1 §2.7, §7.2): the control topic's `instance` push. None writes state:
 * the streamer's new state comes back in the control broadcast and the status frames.
 */
@injectable()
export class InstanceCommands {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  /** Restart, start, stop or update the streamer (the view confirms first, spec 2 §4). */
  streamer(id: number, action: StreamerAction): Promise<CommandResult<AckReply>> {
    const type = actionTypes[action] as 'restart_streamer';
    return this.send(streamerCommandNames[action], { type, instance: id });
  }

  /**
   * A text message to the streamer (spec 1 §7.2 `streamer` (message)); the streamer lists what it received in
   * its status. A blank message sends nothing (undefined).
   */
  message(id: number, text: string): Promise<CommandResult<AckReply>> | undefined {
    const message = text.trim();
    if (message === '') return undefined;
    return this.send(streamerCommandNames.message, { type: 'streamer', instance: id, message });
  }

  /**
   * Stops the transcoder instance (spec 3 §7 "the transcoder stop for an instance"): the control topic's
   * `transcoder {type: 'stop', instance}`; 'Transcoder stopped' or 'Cannot stop transcoder' (spec 3 §8).
   */
  stopTranscoder(id: number): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'control',
      push: 'transcoder',
      payload: { type: 'stop', instance: id },
      name: streamerCommandNames.stopTranscoder,
      target: `instance:${id}`,
    });
  }

  speedtest(id: number): Promise<CommandResult<AckReply>> {
    return this.send(streamerCommandNames.speedtest, { type: 'speedtest', instance: id });
  }

  /** The bitrate as typed (free text, spec 1 §5); the server judges it. The toast names the encoder and the value. */
  bitrate(id: number, encoder: string, bitrate: string): Promise<CommandResult<AckReply>> {
    return this.send(
      streamerCommandNames.bitrate,
      { type: 'bitrate', instance: id, name: encoder, bitrate },
      { instance: id, name: encoder, n: bitrate },
    );
  }

  defaultInterface(id: number, face: string): Promise<CommandResult<AckReply>> {
    return this.send(
      streamerCommandNames.defaultInterface,
      { type: 'set_default_interface', instance: id, interface: face },
      { instance: id, x: face },
    );
  }

  private send(name: string, payload: InstanceCommand, args?: unknown): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'control',
      push: 'instance',
      payload,
      name,
      target: `instance:${payload.instance}`,
      ...(args !== undefined ? { args } : {}),
    });
  }
}
