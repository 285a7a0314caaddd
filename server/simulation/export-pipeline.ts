import * as t from 'io-ts';
import { ClipExportCodec } from '../../src/infrastructure/wire/clips';
import { jsonObject, optional, shape } from '../../src/infrastructure/wire/kit';
import type { Services } from '../services';
import { withoutReserved, type StoredDocument } from '../storage/document-repository';
import { decodeStoredOne, storedWith } from '../storage/stored-codec';
import { settingCodecOf } from '../storage/stored-settings';
import { writeExport } from '../records/exports-store';
import type { JobQueue } from './jobs';
import { resumeWindowMs } from './clip-pipeline';

/** The part of an export configuration's setting value the simulation reads. */
const SimulatedFailureCodec = shape({}, { simulate_failure: optional(t.unknown) });

export const exportQueueMs = 1000;
export const exportTransferMs = 4000;

/**
 * Export jobs: new → processing → ready (or error), written and sent as `clip_export` on
 * events:clip_exports:{event}. An export configuration whose setting value has `simulate_failure: true`
 * always fails, so the demo shows the error path too.
 */
export class ExportPipeline {
  constructor(
    private readonly services: Services,
    private readonly jobs: JobQueue,
  ) {}

  start(document: StoredDocument, now: number): void {
    this.jobs.schedule({
      key: `export:${document.uuid}`,
      due: now + exportQueueMs,
      run: (at) => this.processing(document.uuid, at),
    });
  }

  async resume(now: number): Promise<void> {
    const pending = await this.services.store.documents.clip_exports.list(
      `body->>'status' in ('new', 'processing') and updated_at > $1`,
      [new Date(now - resumeWindowMs)],
    );
    for (const document of pending) this.start(document, now);
  }

  private async processing(uuid: string, now: number): Promise<void> {
    const document = await this.services.store.documents.clip_exports.getByUuid(uuid);
    if (!document || document.body.status !== 'new') return;
    // An export that does not decode is reported and stays as it is.
    const report = (message: string): void => this.services.log.error(message);
    const body = storedWith('clip_exports', document, { status: 'processing' }, report);
    if (body) await writeExport(this.services, document, body);
    this.jobs.schedule({ key: `export:${uuid}`, due: now + exportTransferMs, run: () => this.finish(uuid) });
  }

  private async finish(uuid: string): Promise<void> {
    const document = await this.services.store.documents.clip_exports.getByUuid(uuid);
    // An export that does not decode is reported and stays as it is.
    const report = (message: string): void => this.services.log.error(message);
    const stored = decodeStoredOne(ClipExportCodec, document, report, 'clip export');
    if (!document || !stored || stored.status !== 'processing') return;
    const failing = await this.configurationFails(stored.meta.export_configuration_id);
    // Written back with the stored document's own fields.
    const meta = jsonObject.is(document.body.meta) ? document.body.meta : {};
    await writeExport(this.services, document, {
      ...document.body,
      ...withoutReserved(stored),
      status: failing ? 'error' : 'ready',
      meta: failing
        ? { ...meta, ...stored.meta }
        : {
            ...meta,
            ...stored.meta,
            clip: { key: `exports/${uuid}/clip.mp4`, poster_key: `exports/${uuid}/poster.jpg` },
          },
    });
  }

  /** Whether the export configuration (a setting) asks the simulation to fail; one that does not decode does not. */
  private async configurationFails(id: unknown): Promise<boolean> {
    const stored = typeof id === 'number' ? await this.services.store.documents.settings.get(id) : undefined;
    const report = (message: string): void => this.services.log.error(message);
    const setting = decodeStoredOne(settingCodecOf(SimulatedFailureCodec), stored, report, 'setting');
    return setting?.value?.simulate_failure === true;
  }
}
