import { inject, injectable } from 'inversify';
import {
  contentCommands,
  bulkSummary,
  saveableValues,
  type BulkSummary,
  type ContentListDraft,
  type ListData,
  type ListDataDraft,
  type ListField,
} from '../../domain/cms';
import type { ArchiveState } from '../../domain/groups';
import type { ArgsOf, CommandEntry } from '../../domain/commands';
import { actionOutcome, saveOutcome, type ActionOutcome, type SaveOutcome } from '../admin-kit';
import { pushEntitySave } from '../commands';
import { CommandPort, type TopicAddress } from '../ports';

// File values are not sent in a save (spec 3 §5): the server keeps a stored file when its field is absent.
const withState = (record: ListData, state: ArchiveState, fields: readonly ListField[]): ListDataDraft => ({
  id: record.id,
  cms_list_id: record.cms_list_id,
  state,
  data: saveableValues(fields, record.data),
});

/** How a batch save ended: the new ids in the order sent, or the reason and the drafts the server named. */
export type BatchOutcome =
  | { readonly ok: true; readonly ids: readonly number[] }
  | { readonly ok: false; readonly reason: string; readonly refused: ReadonlyMap<number, string> };

// `invalid` replies name the drafts in their paths (`list_data.3.cms_list_id`): index → what was expected.
const refusedDrafts = (response: unknown): ReadonlyMap<number, string> => {
  const errors = (response as { errors?: unknown } | undefined)?.errors;
  const refused = new Map<number, string>();
  if (!Array.isArray(errors)) return refused;
  for (const error of errors as { path?: unknown; expected?: unknown }[]) {
    const index = typeof error.path === 'string' ? /^list_data\.(\d+)/.exec(error.path)?.[1] : undefined;
    if (index !== undefined) refused.set(Number(index), `expected ${String(error.expected)}`);
  }
  return refused;
};

/**
 * The pushes of /content (spec 3 §7): lists on `cms:list:{id|create}`, records on `cms:list_data:{id|create}`,
 * deletes on `cms:list_datas:{list_id}`. State changes only when `cms:all` or the list's records topic sends
 * the update back.
 */
@injectable()
export class ContentCommands {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  async saveList(list: ContentListDraft, version?: number): Promise<SaveOutcome> {
    const result = await pushEntitySave(this.commands, {
      version,
      kind: 'list',
      key: list.id,
      name: contentCommands.saveList,
      payload: { list },
      target: `list:${list.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }

  /** `version`: the list's as the editor read it; a list changed since stays, refused stale (issue 32 §2). */
  async deleteList(id: number, version?: number): Promise<ActionOutcome> {
    const address: TopicAddress<'cms:list:{id}'> = { pattern: 'cms:list:{id}', params: { id: String(id) } };
    const result = await this.commands.push({
      ...address,
      name: contentCommands.deleteList,
      push: 'delete',
      payload: { list: { id }, ...(version === undefined ? {} : { version }) },
      target: `list:${id}`,
    });
    return actionOutcome(result);
  }

  /** Run notify: the list's notifiers run now (admins, spec 3 §6). */
  async notify(id: number): Promise<ActionOutcome> {
    const address: TopicAddress<'cms:list:{id}'> = { pattern: 'cms:list:{id}', params: { id: String(id) } };
    const result = await this.commands.push({
      ...address,
      name: contentCommands.notify,
      push: 'notify',
      payload: { list_id: id },
      target: `list:${id}`,
    });
    return result.outcome === 'ok' ? { ok: true } : { ok: false, reason: result.reason };
  }

  /** Saves a record from its editor (file values already left out by the caller's plan). */
  async saveRecord(
    record: ListDataDraft,
    name: CommandEntry<ArgsOf<typeof contentCommands.saveRecord>> = contentCommands.saveRecord,
    /** The version the editor's form was based on (issue 32 §2). */
    version?: number,
  ): Promise<SaveOutcome> {
    const result = await pushEntitySave(this.commands, {
      version,
      kind: 'record',
      key: record.id,
      name,
      payload: { list_data: record },
      target: `list_data:${record.id ?? 'new'}`,
    });
    return saveOutcome(result);
  }

  /** The eye on one record: its state saved, its values as stored (spec 3 §4). */
  async setRecordState(record: ListData, state: ArchiveState, fields: readonly ListField[]): Promise<SaveOutcome> {
    return this.saveRecord(withState(record, state, fields), contentCommands.recordState);
  }

  /**
   * Hide or show many records: one save each, all sent at once. Any failure leaves the others done and the
   * summary names which failed (spec 3 §4).
   */
  async setRecordsState(
    records: readonly ListData[],
    state: ArchiveState,
    fields: readonly ListField[],
  ): Promise<BulkSummary> {
    const results = await Promise.all(
      records.map(async (record) => ({
        id: record.id,
        ok: (await this.saveRecord(withState(record, state, fields), contentCommands.bulkState)).ok,
      })),
    );
    return bulkSummary(results);
  }

  /** New records of one list in one push, all or none (an import's batch, docs/protocol/cms.md). */
  async saveRecordsBatch(listId: number, drafts: readonly ListDataDraft[]): Promise<BatchOutcome> {
    const address: TopicAddress<'cms:list_datas:{list_id}'> = {
      pattern: 'cms:list_datas:{list_id}',
      params: { list_id: String(listId) },
    };
    const result = await this.commands.push({
      ...address,
      name: contentCommands.importBatch,
      push: 'save_batch',
      payload: { list_data: drafts },
      // The journal keeps the batch's size, not every row: a 10,000-row import would otherwise fill the log.
      args: { list_id: listId, records: drafts.length },
      target: `list:${listId}`,
      timeoutMs: 30_000,
    });
    return result.outcome === 'ok'
      ? { ok: true, ids: result.reply.data.ids }
      : { ok: false, reason: result.reason, refused: refusedDrafts(result.response) };
  }

  /** `version`: the record's as the screen showed it; a record changed since stays, refused stale (issue 32 §2). */
  async deleteRecord(listId: number, id: number, version?: number): Promise<ActionOutcome> {
    return this.deleteOnList(listId, [id], contentCommands.deleteRecord, version);
  }

  /** Many records in one push; the server removes all or none (docs/protocol/cms.md). */
  async deleteRecords(listId: number, ids: readonly number[]): Promise<ActionOutcome> {
    return this.deleteOnList(listId, ids, contentCommands.deleteRecords);
  }

  private async deleteOnList(
    listId: number,
    ids: readonly number[],
    name: CommandEntry<ArgsOf<typeof contentCommands.deleteRecord>>,
    version?: number,
  ): Promise<ActionOutcome> {
    const address: TopicAddress<'cms:list_datas:{list_id}'> = {
      pattern: 'cms:list_datas:{list_id}',
      params: { list_id: String(listId) },
    };
    const result = await this.commands.push({
      ...address,
      name,
      push: 'delete',
      payload:
        ids.length === 1 && ids[0] !== undefined
          ? { list_data: { id: ids[0] }, ...(version === undefined ? {} : { version }) }
          : { list_data_ids: ids },
      args: { list_id: listId, ids },
      target: `list:${listId}`,
    });
    return actionOutcome(result);
  }
}
