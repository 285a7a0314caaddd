import { can } from '../../src/domain/rights';
import { formUploadFields, isUploadForm } from '../records/form-file-fields';
import { unguessableKey } from '../records/upload-keys';
import { ok, refuse } from '../protocol/reply';
import { fileValue } from '../topics/list-data-uploads';
import { extensionOf, maxUploadBytes, storeObject } from '../uploads/upload-files';
import { BodyTooLarge, readBody } from './body';
import { refusalOf } from './content-upload-route';
import { boundaryOf, parseMultipart } from './multipart';
import { sendError, sendJson } from './respond';
import { sessionOf, type RouteContext } from './route';
import { reasonOfStatus } from './upload-audit';

/**
 * `POST content/upload/form/{form}` (issue 29): the files of a dynamic form's `file`/`s3file` fields — the event
 * form (`event`), a tag type's form (`tag`), an export form (`export`) — stored before the form is saved. Spec 3 §7's
 * `POST content/upload/{id}` stores into an existing record; these forms have no record yet when a file is chosen
 * (a new event, a tag being written, an export not yet sent), so the answer is the stored values
 * `{status:'ok', files: {field: {url, key, status:'ready', statusMessage, statusUpdatedAt}}}` (spec 2 §3's S3 file
 * value), which the console puts into the form and saves with it. The same parts rule as the record route: every
 * part a file for a file field some form of that kind declares, each once, admin_only ones from administrators.
 * Who may: whoever saves that kind of form (events: console accounts; tags and exports: every account, spec 1
 * §2.1's Clips route). Audited on `forms:{form}` as `form_upload`, the files' names and sizes, never the keys.
 */
export const formUpload = async (context: RouteContext): Promise<void> => {
  const { services, response } = context;
  const startedAt = performance.now();
  const session = sessionOf(context);
  const form = context.params.form ?? '';
  let files: { field: string; filename: string | null; bytes: number }[] = [];
  const audit = (reply: ReturnType<typeof ok>): void =>
    services.audit.record({
      actor: session.actor,
      topic: `forms:${isUploadForm(form) ? form : 'unknown'}`,
      event: 'form_upload',
      payload: { files },
      reply,
      latencyMs: performance.now() - startedAt,
    });
  const refused = (status: number, message: string, headers: Readonly<Record<string, string>> = {}): void => {
    sendError(response, status, message, headers);
    audit(refuse(reasonOfStatus(status), { msg: message }));
  };
  if (!isUploadForm(form)) return refused(404, 'No such form (event, tag or export)');
  if (form === 'event' && !can('console', session.actor))
    return refused(403, 'Only console accounts save events, and so upload their files');
  const boundary = boundaryOf(context.request.headers['content-type']);
  if (!boundary) return refused(400, 'Expected multipart/form-data');
  let body: Buffer;
  try {
    body = await readBody(context.request, maxUploadBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return refused(413, `Upload larger than ${maxUploadBytes} bytes`, { connection: 'close' });
    throw error;
  }
  const parts = parseMultipart(body, boundary);
  if (!parts) return refused(400, 'Malformed multipart body');
  files = parts
    .slice(0, 50)
    .map((part) => ({ field: part.name, filename: part.filename ?? null, bytes: part.data.length }));
  if (parts.length === 0) return refused(400, 'No file fields');
  const refusal = refusalOf(parts, await formUploadFields(services, form), session.actor, `the ${form} forms`);
  if (refusal) return refused(refusal.status, refusal.message);
  const seconds = Math.floor(services.clock() / 1000);
  const values: Record<string, unknown> = {};
  for (const part of parts) {
    const key = unguessableKey(`forms-${form}/${part.name}_${seconds}.${extensionOf(part.filename)}`);
    await storeObject(services.uploadsDir, key, part.data, services.clock());
    values[part.name] = fileValue(key, 'ready', seconds);
  }
  audit(ok({}));
  sendJson(response, 200, { status: 'ok', files: values });
};
