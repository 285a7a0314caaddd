import { inject, injectable } from 'inversify';
import { isAdministrator } from '../../domain/accounts';
import { defineCommands, pushed, type CommandEntry, type PayloadArgs } from '../../domain/commands';
import {
  followUpsAfterTranscoderStarted,
  mediaconnectCommands,
  transcoderCommands,
  transcoderTarget,
  type ControlCommand,
  type TileRole,
} from '../../domain/channels';
import { CommandPort, NavigationPort, type AckReply, type CommandResult } from '../ports';
import { StateReader } from '../store';
import { eventTiles, tileChannel } from './event-tiles';

/**
 * The tile's own commands. Its transcoder and mediaconnect commands are the control catalogue's
 * (domain/channels/channel-commands.ts), whose toasts the notifications module already binds.
 */
export const channelControlCommands = defineCommands('channel-controls', {
  routerStop: pushed('router.stop'),
  pullStart: pushed('pull.start'),
  pullStop: pushed('pull.stop'),
});

/**
 * The channel tile's actions (spec 2 §2, spec 1 §7.2 control pushes). Each reads the tile from the current
 * state, so a button pressed on a stale render cannot send what the tile no longer offers; none writes state,
 * the broadcasts that follow show the effect. Returns undefined when there was nothing to send.
 */
@injectable()
export class ChannelControlCommands {
  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
  ) {}

  /** Opening a channel from a tile is for administrators only; for others it does nothing (spec 2 §2). */
  openChannel(channelUuid: string): void {
    if (this.administrator()) this.navigation.navigate(`/dashboard/channel/${channelUuid}`);
  }

  /**
   * Starts the tile's transcoder: an input channel by channel, an output channel per event. After an output
   * channel's start, its flows start too when all are in standby (spec 2 §4).
   */
  async startTranscoder(eventUuid: string, role: TileRole): Promise<CommandResult<AckReply> | undefined> {
    const tile = this.tile(eventUuid, role);
    const channel = tileChannel(this.store.state, eventUuid, role);
    if (tile?.transcoder?.kind !== 'start' || !channel) return undefined;
    const payload =
      tile.transcoder.target === 'event'
        ? { type: 'start' as const, event: eventUuid }
        : { type: 'start' as const, channel: channel.uuid };
    const result = await this.control(
      transcoderCommands.start,
      { push: 'transcoder', payload },
      transcoderTarget(channel.type, channel.uuid, eventUuid),
    );
    if (result.outcome !== 'ok') return result;
    const followUps = followUpsAfterTranscoderStarted({
      channel,
      eventUuid,
      mediaconnectStatuses: this.store.state.channels.mediaconnects,
    });
    for (const command of followUps) {
      if (command.push === 'mediaconnect')
        await this.control(mediaconnectCommands.start, command, `event:${eventUuid}`);
    }
    return result;
  }

  /** Stops the transcoder bound to the tile (the view confirms 'Stop transcoder?' first). */
  async stopTranscoder(eventUuid: string, role: TileRole): Promise<CommandResult<AckReply> | undefined> {
    const tile = this.tile(eventUuid, role);
    const channel = tileChannel(this.store.state, eventUuid, role);
    if (tile?.transcoder?.kind !== 'stop' || !channel) return undefined;
    return this.control(
      transcoderCommands.stop,
      { push: 'transcoder', payload: { type: 'stop', instance: tile.transcoder.instanceId } },
      transcoderTarget(channel.type, channel.uuid, eventUuid),
    );
  }

  async startMediaconnects(eventUuid: string): Promise<CommandResult<AckReply> | undefined> {
    if (!this.tile(eventUuid, 'destination')?.mediaconnects?.canStart) return undefined;
    return this.control(
      mediaconnectCommands.start,
      { push: 'mediaconnect', payload: { type: 'start', event: eventUuid } },
      `event:${eventUuid}`,
    );
  }

  /** The view confirms 'Stop mediaconnects?' first. */
  async stopMediaconnects(eventUuid: string): Promise<CommandResult<AckReply> | undefined> {
    if (!this.tile(eventUuid, 'destination')?.mediaconnects?.canStop) return undefined;
    return this.control(
      mediaconnectCommands.stop,
      { push: 'mediaconnect', payload: { type: 'stop', event: eventUuid } },
      `event:${eventUuid}`,
    );
  }

  /** Stops the source or destination router of the event; its failures are ignored silently (spec 2 §8). */
  async stopRouter(eventUuid: string, role: TileRole): Promise<CommandResult<AckReply> | undefined> {
    if (!this.tile(eventUuid, role)?.routerStoppable) return undefined;
    const type = role === 'source' ? ('stop_source' as const) : ('stop_destination' as const);
    return this.control(
      channelControlCommands.routerStop,
      { push: 'router', payload: { type, event: eventUuid } },
      `event:${eventUuid}`,
    );
  }

  /** Starts pulling the channel's pull_url on the media server (mediamtx_add_update_pull); silent (spec 2 §8). */
  async startPull(eventUuid: string, role: TileRole): Promise<CommandResult<AckReply> | undefined> {
    const pull = this.tile(eventUuid, role)?.pull;
    const channel = tileChannel(this.store.state, eventUuid, role);
    if (!pull || !channel) return undefined;
    const payload = {
      type: 'mediamtx_add_update_pull' as const,
      instance: pull.mediaServerId,
      channel: pull.streamName,
      url: pull.url,
    };
    return this.control(channelControlCommands.pullStart, { push: 'instance', payload }, `channel:${channel.uuid}`);
  }

  async stopPull(eventUuid: string, role: TileRole): Promise<CommandResult<AckReply> | undefined> {
    const pull = this.tile(eventUuid, role)?.pull;
    const channel = tileChannel(this.store.state, eventUuid, role);
    if (!pull || !channel) return undefined;
    const payload = { type: 'mediamtx_remove_pull' as const, instance: pull.mediaServerId, channel: pull.streamName };
    return this.control(channelControlCommands.pullStop, { push: 'instance', payload }, `channel:${channel.uuid}`);
  }

  private tile(eventUuid: string, role: TileRole) {
    return eventTiles(this.store.state, eventUuid)[role];
  }

  private administrator(): boolean {
    return isAdministrator(this.store.state.session.profile?.type);
  }

  private control(
    name: CommandEntry<PayloadArgs>,
    command: Exclude<ControlCommand, { readonly push: 'maintenance' }>,
    target: string,
  ): Promise<CommandResult<AckReply>> {
    return this.commands.push({ ...command, pattern: 'control', name, target });
  }
}
