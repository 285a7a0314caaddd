import { can } from '../../src/domain/rights';
import type { ListField } from '../../src/domain/cms';
import type { Actor } from '../auth/actor';
import { mayReadListRecords } from '../records/list-access';
import { fileFieldRefusal, uploadableFields, type FileFieldRefusal } from '../records/file-field-rights';
import { unguessableKey } from '../records/upload-keys';
import { ok, refuse } from '../protocol/reply';
import { fieldsOfList } from '../topics/list-data-save';
import { fileValue, writeFileValues } from '../topics/list-data-uploads';
import { extensionOf, maxUploadBytes, storeObject } from '../uploads/upload-files';
import { BodyTooLarge, readBody } from './body';
import { boundaryOf, parseMultipart, type FormPart } from './multipart';
import { sendError, sendText } from './respond';
import { sessionOf, type RouteContext } from './route';
import { auditUpload, reasonOfStatus } from './upload-audit';

export { maxUploadBytes };

export interface Refused {
  readonly status: 400 | 403;
  readonly message: string;
}

const named = (parts: readonly FormPart[]): string => parts.map((part) => JSON.stringify(part.name)).join(', ');

/**
 * Why the parts may not be stored, if they may not: every part must be a file for a file field of the record's
 * list type, each field once, admin_only ones from administrators only. Nothing is stored unless all parts pass.
 */
export const refusalOf = (
  parts: readonly FormPart[],
  fields: readonly ListField[],
  actor: Actor,
  where = "the record's list type",
): Refused | undefined => {
  const administrator = can('administration', actor);
  const refusals = new Map<FileFieldRefusal | 'not_a_file' | 'twice', FormPart[]>();
  const seen = new Set<string>();
  for (const part of parts) {
    const refusal =
      fileFieldRefusal(fields, part.name, administrator) ??
      (part.filename === undefined ? 'not_a_file' : seen.has(part.name) ? 'twice' : undefined);
    seen.add(part.name);
    if (refusal) refusals.set(refusal, [...(refusals.get(refusal) ?? []), part]);
  }
  const accepted = uploadableFields(fields, administrator).join(', ') || 'none';
  const messages: [FileFieldRefusal | 'not_a_file' | 'twice', string][] = [
    ['prototype', 'Reserved names cannot be fields'],
    ['not_file', `Not file fields of ${where} (file fields: ${accepted})`],
    ['not_a_file', 'Parts without a file name (only files are uploaded)'],
    ['twice', 'Fields named twice'],
  ];
  const problems = messages.flatMap(([refusal, text]) => {
    const refused = refusals.get(refusal);
    return refused ? [`${text}: ${named(refused)}`] : [];
  });
  if (problems.length > 0) return { status: 400, message: problems.join('. ') };
  const adminOnly = refusals.get('admin_only');
  return adminOnly
    ? { status: 403, message: `Only administrators upload into admin_only fields: ${named(adminOnly)}` }
    : undefined;
};

/**
 * Multipart upload of file fields into one record (spec 3 §7 "POST content/upload/{id}: multipart form of file
 * fields. Answer: text"). Each file becomes an s3file value {url, key, status: ready, statusMessage, statusUpdatedAt}
 * under key {id}/{nonce}/{field}_{unix time}.{extension} (spec 3 §3, with upload-keys.ts's random segment). Every
 * answer after the token is known is audited like a save.
 */
export const contentUpload = async (context: RouteContext): Promise<void> => {
  const { services, response } = context;
  const startedAt = performance.now();
  // Content editors only, checked before the handler (src/domain/surface-rights/http-rights.ts).
  const session = sessionOf(context);
  const recordId = context.params.id ?? '';
  let files: { field: string; filename: string | null; bytes: number }[] = [];
  const audited = (status: number, message: string, headers: Readonly<Record<string, string>> = {}): void => {
    sendError(response, status, message, headers);
    const reply = refuse(reasonOfStatus(status), { msg: message });
    auditUpload(services, {
      actor: session.actor,
      recordId,
      event: 'content_upload',
      payload: { files },
      reply,
      startedAt,
    });
  };
  const record = await services.store.documents.cms_list_data.find(recordId);
  // A record is as visible as its list: one of a system list is not there for a non-developer (spec 3 §6).
  const list = record && (await services.store.documents.cms_lists.find(String(record.body.cms_list_id ?? '')));
  // System lists' records for developers, billing lists' for billing accounts (server/records/list-access.ts).
  if (!record || (list && !(await mayReadListRecords(services, session.actor, list))))
    return audited(404, 'Record not found');
  const boundary = boundaryOf(context.request.headers['content-type']);
  if (!boundary) return audited(400, 'Expected multipart/form-data');
  let body: Buffer;
  try {
    body = await readBody(context.request, maxUploadBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return audited(413, `Upload larger than ${maxUploadBytes} bytes`, { connection: 'close' });
    throw error;
  }
  const parts = parseMultipart(body, boundary);
  if (!parts) return audited(400, 'Malformed multipart body');
  files = parts
    .slice(0, 50)
    .map((part) => ({ field: part.name, filename: part.filename ?? null, bytes: part.data.length }));
  if (parts.length === 0) return audited(400, 'No file fields');
  const refused = refusalOf(parts, list ? await fieldsOfList(services, list) : [], session.actor);
  if (refused) return audited(refused.status, refused.message);
  const seconds = Math.floor(services.clock() / 1000);
  const values: Record<string, unknown> = {};
  for (const part of parts) {
    const key = unguessableKey(`${record.id}/${part.name}_${seconds}.${extensionOf(part.filename)}`);
    await storeObject(services.uploadsDir, key, part.data, services.clock());
    values[part.name] = fileValue(key, 'ready', seconds);
  }
  await writeFileValues(services, record, values);
  // Not the keys: they are what lets anyone read the file (docs/protocol.md "Upload serving").
  auditUpload(services, {
    actor: session.actor,
    recordId,
    event: 'content_upload',
    payload: { files },
    reply: ok({}),
    startedAt,
  });
  sendText(response, 200, 'ok');
};
