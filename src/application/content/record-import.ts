import { inject, injectable } from 'inversify';
import { importRowProblem, importValues, type ImportRow, type ListType } from '../../domain/cms';
import { ContentCommands, contentCommandNames } from './content.commands';

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

/** Saves in flight at once: enough to keep the socket busy, few enough that a cancel stops soon. */
const inFlight = 8;

/**
 * Imports rows into a list (spec 3 §2.4 data/import and data/json_import, §5): every row is checked against the
 * list type before anything is saved; the valid ones are saved a few at a time with progress, a refused row never
 * stops the others, and a cancel stops what has not started yet, so the report says exactly what was saved.
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
    let saved = 0;
    let done = 0;
    let next = 0;
    const total = valid.length;
    onProgress({ done, total });
    const worker = async (): Promise<void> => {
      while (next < valid.length && !cancelled()) {
        const row = valid[next++];
        if (!row) return;
        const outcome = await this.commands.saveRecord(
          { cms_list_id: listId, state: 'active', data: importValues(listType, row.values) },
          contentCommandNames.importRecord,
        );
        if (outcome.ok) saved += 1;
        else refused.push({ line: row.line, reason: `the server refused it (${outcome.reason})` });
        done += 1;
        onProgress({ done, total });
      }
    };
    await Promise.all(Array.from({ length: Math.min(inFlight, valid.length) }, worker));
    refused.sort((a, b) => a.line - b.line);
    return { saved, refused, cancelled: cancelled() && done < total, notTried: total - done };
  }
}
