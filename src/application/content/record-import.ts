import { inject, injectable } from 'inversify';
import { importRowProblem, importValues, type ImportRow, type ListType } from '../../domain/cms';
import { ContentCommands } from './content.commands';

/** A row refused before or by the save, by its line in the source (spec: the report names line and reason). */
export interface RefusedRow {
  readonly line: number;
  readonly reason: string;
}

export interface ImportProgress {
  readonly done: number;
  readonly total: number;
}

/** How an import ended: what was saved, what was refused and why, and whether it was cancelled. */
export interface ImportReport {
  readonly saved: number;
  readonly refused: readonly RefusedRow[];
  readonly cancelled: boolean;
  /** Rows not tried because the import was cancelled. */
  readonly notTried: number;
}

/** Rows per `save_batch` push (the server takes up to 200) and the text size a batch stays under. */
const batchRows = 200;
const batchBytes = 256 * 1024;

/** Cuts the rows into batches of at most `batchRows` rows and about `batchBytes` of JSON. */
const batches = (rows: readonly ImportRow[]): ImportRow[][] => {
  const cut: ImportRow[][] = [];
  let current: ImportRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row.values).length;
    if (current.length > 0 && (current.length >= batchRows || bytes + size > batchBytes)) {
      cut.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) cut.push(current);
  return cut;
};

/**
 * Imports rows into a list (spec 3 §2.4 data/import and data/json_import, §5): every row is checked against the
 * list type before anything is saved; the valid ones are saved in batches (`save_batch`, one transaction each)
 * with progress after each batch; a row the server refuses is left out and the rest of its batch sent again, so
 * a refused row never stops the others; a cancel stops before the next batch, so the report says exactly what
 * was saved.
 */
@injectable()
export class RecordImport {
  constructor(@inject(ContentCommands) private readonly commands: ContentCommands) {}

  /** The rows' problems against the list type, before anything is saved. */
  check(
    listType: ListType,
    rows: readonly ImportRow[],
  ): { valid: readonly ImportRow[]; refused: readonly RefusedRow[] } {
    const valid: ImportRow[] = [];
    const refused: RefusedRow[] = [];
    for (const row of rows) {
      const problem = importRowProblem(listType, row.values);
      if (problem) refused.push({ line: row.line, reason: problem });
      else valid.push(row);
    }
    return { valid, refused };
  }

  async run(
    listId: number,
    listType: ListType,
    rows: readonly ImportRow[],
    earlierRefused: readonly RefusedRow[],
    onProgress: (progress: ImportProgress) => void,
    cancelled: () => boolean,
  ): Promise<ImportReport> {
    const { valid, refused: checked } = this.check(listType, rows);
    const refused: RefusedRow[] = [...earlierRefused, ...checked];
    const total = valid.length;
    let saved = 0;
    let done = 0;
    onProgress({ done, total });
    for (const batch of batches(valid)) {
      if (cancelled()) break;
      const result = await this.saveBatch(listId, listType, batch);
      saved += result.saved;
      refused.push(...result.refused);
      done += batch.length;
      onProgress({ done, total });
    }
    refused.sort((a, b) => a.line - b.line);
    return { saved, refused, cancelled: done < total, notTried: total - done };
  }

  /** One batch; rows the server names are refused and the others sent once more without them. */
  private async saveBatch(
    listId: number,
    listType: ListType,
    batch: readonly ImportRow[],
  ): Promise<{ saved: number; refused: RefusedRow[] }> {
    const drafts = (items: readonly ImportRow[]) =>
      items.map((row) => ({ cms_list_id: listId, state: 'active' as const, data: importValues(listType, row.values) }));
    const first = await this.commands.saveRecordsBatch(listId, drafts(batch));
    if (first.ok) return { saved: first.ids.length, refused: [] };
    const named = batch.filter((_, index) => first.refused.has(index));
    const rest = batch.filter((_, index) => !first.refused.has(index));
    const refusedByName = batch.flatMap((row, index) => {
      const reason = first.refused.get(index);
      return reason === undefined ? [] : [{ line: row.line, reason: `the server refused it (${reason})` }];
    });
    if (named.length === 0 || rest.length === 0)
      return {
        saved: 0,
        refused: [
          ...refusedByName,
          ...rest.map((row) => ({ line: row.line, reason: `the server refused its batch (${first.reason})` })),
        ],
      };
    const second = await this.commands.saveRecordsBatch(listId, drafts(rest));
    return second.ok
      ? { saved: second.ids.length, refused: refusedByName }
      : {
          saved: 0,
          refused: [
            ...refusedByName,
            ...rest.map((row) => ({ line: row.line, reason: `the server refused its batch (${second.reason})` })),
          ],
        };
  }
}
