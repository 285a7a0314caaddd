import { inject, injectable } from 'inversify';
import { filter, take } from 'rxjs';
import {
  channelsAdminCommands,
  channelStreamerCommands,
  type ChannelConfiguration,
  type ChannelGroupInput,
} from '../../domain/channels';
import { saveOutcome, type SaveOutcome } from '../admin-kit';
import { pushEntitySave } from '../commands';
import { CommandPort, IdPort, type AckReply, type CommandResult, type TopicAddress } from '../ports';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';
import { refusalText } from './refusal-text';
import { formConfiguration, type ChannelForm, type ChannelSavePlan } from './channel-form';

/** What get_configuration answered: the preview, or why there is none. */
export type PreviewOutcome =
  | { readonly ok: true; readonly configuration: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly reason: string };

/**
 * The channel editor's and the group editors' pushes (spec 2 §7, spec 3 §7). Like every save, state changes
 * only when channels:all or the group list sends the update back.
 */
@injectable()
export class ChannelsAdminCommands {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(StateReader) private readonly store: StateReader,
    @inject(IdPort) private readonly ids: IdPort,
  ) {}

  /** A new channel's uuid, made here and sent with the save (the server keeps a fresh uuid it is given). */
  newChannelUuid(): string {
    return this.ids.newId();
  }

  /**
   * Holds a channel's editor topics while the editor is open: channels:{uuid} (its init completes an editor
   * opened by URL) and, once the id is known, channels:channel_groups:{id}. Returns the release.
   */
  watchChannel(uuid: string): () => void {
    const leases = [this.leases.hold({ pattern: 'channels:{uuid}', params: { uuid } })];
    const subscription = this.store
      .select((state) => state.channels.byUuid[uuid]?.id)
      .pipe(
        filter((id) => id !== undefined),
        take(1),
      )
      .subscribe((id) =>
        leases.push(this.leases.hold({ pattern: 'channels:channel_groups:{id}', params: { id: String(id) } })),
      );
    return () => {
      subscription.unsubscribe();
      for (const lease of leases) lease.release();
    };
  }

  /** Holds channels:channel_group_channels:{id} while a group's editor is open. */
  watchGroup(id: number): () => void {
    const lease = this.leases.hold({ pattern: 'channels:channel_group_channels:{id}', params: { id: String(id) } });
    return () => lease.release();
  }

  async saveChannel(
    plan: Extract<ChannelSavePlan, { kind: 'save' }>,
    isNew: boolean,
    /** The version the editor's form was based on (issue 32 §2). */
    version?: number,
  ): Promise<SaveOutcome<string>> {
    const result = await pushEntitySave(this.commands, {
      version,
      kind: 'channel',
      key: isNew ? undefined : plan.uuid,
      name: channelsAdminCommands.channel,
      payload: { channel: plan.channel, channel_groups: plan.channelGroups },
      target: `channel:${plan.uuid}`,
    });
    return result.outcome === 'ok'
      ? {
          ok: true,
          id: result.reply.data.uuid,
          ...(result.reply.data.version !== undefined ? { version: result.reply.data.version } : {}),
        }
      : {
          ok: false,
          reason: refusalText(result.reason, result.response),
          ...(result.stale ? { stale: result.stale } : {}),
        };
  }

  /** The form's configuration with the templates among its groups applied (get_configuration; nothing is stored). */
  async previewConfiguration(uuid: string | undefined, form: ChannelForm): Promise<PreviewOutcome> {
    const configuration: ChannelConfiguration | undefined = formConfiguration(form);
    if (!configuration) return { ok: false, reason: 'the configuration JSON or a streamer number cannot be read' };
    const channelGroups = form.memberships;
    const address = this.channelTopic(uuid);
    const result = await this.commands.push({
      ...address,
      name: channelsAdminCommands.preview,
      push: 'get_configuration',
      payload: { configuration, channel_groups: channelGroups },
      args: { channel_groups: channelGroups },
      target: `channel:${uuid ?? 'new'}`,
    });
    return result.outcome === 'ok'
      ? { ok: true, configuration: result.reply.data }
      : { ok: false, reason: result.reason };
  }

  /** `version`: the group's as the editor's form was made from it (issue 32 §2); none for a new group. */
  async saveGroup(group: ChannelGroupInput, version?: number): Promise<SaveOutcome> {
    const address: TopicAddress<
      'channels:group:{id}' | 'channels:group:create:template' | 'channels:group:create:access'
    > =
      group.id !== undefined
        ? { pattern: 'channels:group:{id}', params: { id: String(group.id) } }
        : group.type === 'template'
          ? { pattern: 'channels:group:create:template' }
          : { pattern: 'channels:group:create:access' };
    const result = await this.commands.push({
      ...address,
      name: channelsAdminCommands.group,
      // eslint-disable-next-line no-restricted-syntax -- no entity triple: a new group's topic depends on its type (channels:group:create:template|access)
      push: 'save',
      payload: { channel_group: group, ...(group.id !== undefined && version !== undefined ? { version } : {}) },
      args: { channel_group: group, kind: group.type, mode: group.id === undefined ? 'create' : 'update' },
      target: `channel_group:${group.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }

  /** Starts or stops the streamer of the channel's instance from the Instance tab (after its confirmation). */
  streamer(action: 'start' | 'stop', instance: number, channelUuid: string): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'control',
      name: action === 'start' ? channelStreamerCommands.start : channelStreamerCommands.stop,
      push: 'instance',
      payload: { type: action === 'start' ? 'start_streamer' : 'stop_streamer', instance },
      target: `channel:${channelUuid}`,
    });
  }

  private channelTopic(uuid: string | undefined): TopicAddress<'channels:create' | 'channels:{uuid}'> {
    return uuid === undefined ? { pattern: 'channels:create' } : { pattern: 'channels:{uuid}', params: { uuid } };
  }
}
