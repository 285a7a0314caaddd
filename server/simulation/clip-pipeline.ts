import { clipFileSize, recordingPlaylistPath } from '../media';
import type { Services } from '../services';
import { withoutReserved, type StoredDocument } from '../storage/document-repository';
import { storedWith } from '../storage/stored-codec';
import { clipQualities, qualityBitrate } from '../records/clips-qualities';
import { decodeClip, updateClip } from '../records/clips-store';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import type { JobQueue } from './jobs';

/** A cut waits this long in `new` before its job picks it up. */
export const clipQueueMs = 1000;
/** Then it processes for this long plus a share of its length (a longer cut takes longer). */
export const clipProcessingMs = 2500;

/** Clips that were new or processing when the server stopped this recently are picked up again at start. */
export const resumeWindowMs = 10 * 60 * 1000;

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * Clip jobs: new → processing → ready, each step written and sent as `clip` on events:clips:{event}. A ready
 * clip's url is its piece of the event recording (an HLS VOD that plays; media.md) and its file size is the
 * size of the file its Download gives (clips.md "Downloads").
 */
export class ClipPipeline {
  constructor(
    private readonly services: Services,
    private readonly jobs: JobQueue,
  ) {}

  /** Queues a clip that is `new` (just cut or regenerated). */
  start(clip: StoredDocument, now: number): void {
    const length = Math.max(0, numberOr(clip.body.end_time, 0) - numberOr(clip.body.start_time, 0));
    const key = `clip:${clip.uuid}`;
    this.jobs.schedule({
      key,
      due: now + clipQueueMs,
      run: (at) => this.processing(clip.uuid, at, clipProcessingMs + Math.min(6000, length * 40)),
    });
  }

  async resume(now: number): Promise<void> {
    const pending = await this.services.store.documents.clips.list(
      `body->>'status' in ('new', 'processing') and updated_at > $1`,
      [new Date(now - resumeWindowMs)],
    );
    for (const clip of pending) this.start(clip, now);
  }

  private async processing(uuid: string, now: number, durationMs: number): Promise<void> {
    const clip = await this.services.store.documents.clips.getByUuid(uuid);
    if (!clip || clip.body.status === 'ready') return;
    // A clip that does not decode is reported and stays as it is.
    const body = storedWith('clips', clip, { status: 'processing' }, (message) => this.services.log.error(message));
    if (body) await updateClip(this.services, clip, body);
    this.jobs.schedule({ key: `clip:${uuid}`, due: now + durationMs, run: () => this.ready(uuid) });
  }

  private async ready(uuid: string): Promise<void> {
    const stored = await this.services.store.documents.clips.getByUuid(uuid);
    // A clip that does not decode is reported and stays as it is.
    const clip = decodeClip(this.services, stored);
    if (!stored || !clip || clip.status !== 'processing') return;
    const event = await this.services.store.documents.events.getByUuid(clip.event_uuid);
    const eventStart = numberOr(event?.body.cached_start_time, 0);
    const start = clip.start_time;
    const end = Math.max(start + 1, clip.end_time);
    const quality = clip.meta.quality ?? {};
    // The size of the file Download gives (clips.md "Downloads"); the nominal bitrate only without renditions.
    const filesize =
      clipFileSize({ title: quality.title, name: quality.name }, start, end) ??
      Math.round(((end - start) * qualityBitrate(await clipQualities(this.services), quality.name) * 1000) / 8);
    // Written back with the stored document's own fields.
    const meta = jsonObject.is(stored.body.meta) ? stored.body.meta : {};
    await updateClip(this.services, stored, {
      ...stored.body,
      ...withoutReserved(clip),
      status: 'ready',
      url: recordingPlaylistPath(clip.event_uuid, eventStart + start, eventStart + end),
      meta: { ...meta, ...clip.meta, filesize },
    });
  }
}
