import type { AuditedAccount } from '../audit/audit-trail';
import type { Reply } from '../protocol/reply';
import type { Services } from '../services';

/** How an upload was answered, for its audit row: HTTP has statuses where the socket has reasons. */
export const reasonOfStatus = (status: number): string =>
  ({ 400: 'invalid', 403: 'unauthorized', 404: 'not_found', 413: 'too_large' })[status] ?? `http_${status}`;

/**
 * Uploads change records like saves do, so they are audited like saves (docs/protocol/server.md "Audit"): one row
 * on the record's topic, `cms:list_data:{id}`, so the record's history reads saves and uploads together. The
 * event names the route (`content_upload`: POST /api/v1/content/upload/{id}; `presigned_upload`: the form
 * target); the payload says which files went where, never their bytes.
 */
export const auditUpload = (
  services: Services,
  upload: {
    readonly actor: AuditedAccount | undefined;
    readonly recordId: string;
    readonly event: 'content_upload' | 'presigned_upload';
    readonly payload: unknown;
    readonly reply: Reply;
    readonly startedAt: number;
  },
): void =>
  services.audit.record({
    actor: upload.actor,
    topic: `cms:list_data:${upload.recordId}`,
    event: upload.event,
    payload: upload.payload,
    reply: upload.reply,
    latencyMs: performance.now() - upload.startedAt,
  });
