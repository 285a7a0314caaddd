import { inject, injectable } from 'inversify';
import {
  clipCommands,
  exportConfigurationIds,
  exportConfigurationName,
  type ClipDraft,
  type ClipExportDraft,
  type ExportForm,
  type TagDraft,
} from '../../domain/clips';
import { pushEntitySave } from '../commands';
import { HttpGateway } from '../http';
import { CommandPort, httpContract, type CommandResult } from '../ports';
import { ProcessCommands } from '../processes';
import { StateReader } from '../store';

export interface ClipToOpen {
  readonly uuid: string;
  readonly eventUuid: string;
  readonly title: string;
  readonly url?: string;
}

/**
 * The clips area's user actions (spec 2 §4, §7). Each goes through the command bus; state changes only
 * when the server's clip, export or tag frame comes back on the event's topics.
 */
@injectable()
export class ClipCommands {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(HttpGateway) private readonly http: HttpGateway,
    @inject(ProcessCommands) private readonly processes: ProcessCommands,
    @inject(StateReader) private readonly store: StateReader,
  ) {}

  /** events:clip:create (or :{uuid}) save {clip}; resolves with the uuids of the clips made, empty on failure. */
  async saveClip(
    draft: ClipDraft,
  ): Promise<{ readonly result: CommandResult<unknown>; readonly clipUuids: readonly string[] }> {
    const result = await pushEntitySave(this.commands, {
      kind: 'clip',
      key: draft.uuid,
      name: clipCommands.save,
      payload: { clip: draft },
      target: `event:${draft.event_uuid}`,
    });
    return { result, clipUuids: result.outcome === 'ok' ? result.reply.data.map((clip) => clip.uuid) : [] };
  }

  /** events:tag:create (or :{uuid}) save {tag}. */
  saveTag(draft: TagDraft): Promise<CommandResult<unknown>> {
    return pushEntitySave(this.commands, {
      kind: 'tag',
      key: draft.uuid,
      name: clipCommands.saveTag,
      payload: { tag: draft },
      target: `event:${draft.event_uuid}`,
    });
  }

  /**
   * Exports clips with an export form: one save per export configuration, each reported on its own
   * ('Exporting clip ({name})!' when the form lists several, spec 2 §4). Resolves once every save settled.
   */
  async exportClips(
    form: ExportForm,
    base: Omit<ClipExportDraft, 'meta'> & { readonly meta: Omit<ClipExportDraft['meta'], 'export_configuration_id'> },
  ): Promise<readonly CommandResult<unknown>[]> {
    const named = Array.isArray(form.export_configuration_id);
    const settings = this.store.state.settings.byId;
    const ids = exportConfigurationIds(form.export_configuration_id);
    return Promise.all(
      ids.map((id) => {
        const draft: ClipExportDraft = { ...base, meta: { ...base.meta, export_configuration_id: id } };
        return this.commands.push({
          pattern: 'events:clip_export:create',
          name: clipCommands.export,
          // eslint-disable-next-line no-restricted-syntax -- no entity triple: an export is only ever created (events:clip_export:create)
          push: 'save',
          payload: { clip_export: draft },
          args: { clip_export: draft, ...(named ? { name: exportConfigurationName(settings, id) } : {}) },
          target: `event:${draft.event_uuid}`,
        });
      }),
    );
  }

  /** Admin: runs an export again (re_export_clip on events:clip_exports:{event}). */
  reExport(eventUuid: string, exportUuid: string): Promise<CommandResult<unknown>> {
    return this.commands.push({
      pattern: 'events:clip_exports:{event}',
      params: { event: eventUuid },
      push: 're_export_clip',
      name: clipCommands.reExport,
      payload: { uuid: exportUuid },
      target: `export:${exportUuid}`,
    });
  }

  /**
   * Before a clip is played or downloaded its url is checked with HEAD (spec 1 §4). A clip that is not there
   * is asked to be re-created, which adds a process; resolves whether it can be opened now.
   */
  async openClip(clip: ClipToOpen): Promise<boolean> {
    if (clip.url !== undefined && clip.url !== '') {
      const answer = await this.http
        .call(httpContract.clip_exists, { params: { url: clip.url } })
        .catch(() => ({ status: 0 }));
      if (answer.status >= 200 && answer.status < 300) return true;
    }
    await this.processes.regenerateClip({ uuid: clip.uuid, eventUuid: clip.eventUuid, title: clip.title });
    return false;
  }
}
