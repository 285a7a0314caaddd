import { isAdministrator, isOneOf } from '../../src/domain/accounts';
import { valuesForViewer } from '../../src/domain/cms';
import type { Actor } from '../auth/actor';
import { adminOnlyFieldsByList, mayReadListRecords } from '../content/list-access';
import type { StoredDocument } from '../storage/document-repository';
import { toWire } from '../storage/document-repository';
import { extensionOf, storeObject } from '../uploads/upload-files';
import { storedObjectPath } from '../uploads/presign';
import { BodyTooLarge, readBody } from './body';
import { boundaryOf, parseMultipart } from './multipart';
import { sendError, sendJson, sendText } from './respond';
import { authenticate, type Route, type RouteContext } from './route';

/** Content uploads are buffered; a larger file belongs in a presigned form POST. */
export const maxUploadBytes = 64 * 1024 * 1024;
const contentEditors = ['root', 'developer', 'admin', 'group_admin', 'device_admin'] as const;

type Body = Readonly<Record<string, unknown>>;
const dataOf = (document: StoredDocument): Body =>
  typeof document.body.data === 'object' && document.body.data !== null ? (document.body.data as Body) : {};

/** Lists flagged system are developer-only (spec 3 §6 "Non-developers do not see lists with the system flag"). */
const mayRead = (actor: Actor, list: StoredDocument): boolean =>
  (list.body.meta as { system?: unknown } | undefined)?.system !== true || actor.type === 'developer';

/** A list's active records, flattened to `{...data, id}` as spec 3 §7 describes the answers (contracts, releases, series). */
const answerList = async (context: RouteContext, list: StoredDocument | undefined): Promise<void> => {
  const session = await authenticate(context);
  if (!session) return sendError(context.response, 401, 'Not logged in');
  // System lists for developers, billing lists for billing accounts; others are told no such list exists.
  if (!list || !(await mayReadListRecords(context.services, session.actor, list)))
    return sendError(context.response, 404, 'List not found');
  const { services } = context;
  const records = await services.store.documents.cms_list_data.list(
    `state = 'active' and (body->>'cms_list_id') = $1`,
    [String(list.id)],
  );
  const adminOnly = (await adminOnlyFieldsByList(services, services.store.db.read, [list.id])).get(list.id) ?? [];
  const administrator = isAdministrator(session.actor.type);
  sendJson(
    context.response,
    200,
    records.map((record) => ({ ...valuesForViewer(dataOf(record), adminOnly, administrator), id: record.id })),
  );
};

const contentList = async (context: RouteContext): Promise<void> =>
  answerList(context, await context.services.store.documents.cms_lists.find(context.params.id ?? ''));

const contentListByName = async (context: RouteContext): Promise<void> => {
  const [list] = await context.services.store.documents.cms_lists.list(`body->>'name' = $1`, [
    context.params.name ?? '',
  ]);
  return answerList(context, list);
};

/**
 * Multipart upload of file fields into one record (spec 3 §7 "POST content/upload/{id}: multipart form of file
 * fields. Answer: text"). Each file becomes an s3file value {url, key, status: ready, statusMessage, statusUpdatedAt}
 * under key {id}/{field}_{unix time}.{extension} (spec 3 §3).
 */
const upload = async (context: RouteContext): Promise<void> => {
  const { services, response } = context;
  const session = await authenticate(context);
  if (!session) return sendError(response, 401, 'Not logged in');
  if (!isOneOf(session.actor.type, [...contentEditors])) return sendError(response, 403, 'Not allowed');
  const record = await services.store.documents.cms_list_data.find(context.params.id ?? '');
  // A record is as visible as its list: one of a system list is not there for a non-developer (spec 3 §6).
  const list = record && (await services.store.documents.cms_lists.find(String(record.body.cms_list_id ?? '')));
  if (!record || (list && !mayRead(session.actor, list))) return sendError(response, 404, 'Record not found');
  const boundary = boundaryOf(context.request.headers['content-type']);
  if (!boundary) return sendError(response, 400, 'Expected multipart/form-data');
  let body: Buffer;
  try {
    body = await readBody(context.request, maxUploadBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return sendError(response, 413, `Upload larger than ${maxUploadBytes} bytes`, { connection: 'close' });
    throw error;
  }
  const files = (parseMultipart(body, boundary) ?? []).filter(
    (part) => part.filename !== undefined && /^[\w-]{1,100}$/.test(part.name),
  );
  if (files.length === 0) return sendError(response, 400, 'No file fields');
  const seconds = Math.floor(services.clock() / 1000);
  const values: Record<string, unknown> = {};
  for (const file of files) {
    const key = `${record.id}/${file.name}_${seconds}.${extensionOf(file.filename)}`;
    await storeObject(services.uploadsDir, key, file.data);
    values[file.name] = {
      url: `${storedObjectPath}${key}`,
      key,
      status: 'ready',
      statusMessage: '',
      statusUpdatedAt: seconds,
    };
  }
  const saved = await services.store.db.write(async (tx) => {
    const current = (await services.store.documents.cms_list_data.get(record.id, tx)) ?? record;
    return services.store.documents.cms_list_data.update(
      tx,
      record.id,
      { ...current.body, data: { ...dataOf(current), ...values } },
      current.state,
    );
  });
  if (saved)
    services.pubsub.broadcast(`cms:list_datas:${String(saved.body.cms_list_id)}`, 'update', { data: toWire(saved) });
  sendText(response, 200, 'ok');
};

export const contentRoutes: readonly Route[] = [
  { method: 'GET', path: '/api/v1/content_list/by_name/{name}', cors: true, handle: contentListByName },
  // The spelling the console's cms catalogue uses; both name the same call.
  { method: 'GET', path: '/api/v1/content_list_by_name/{name}', cors: true, handle: contentListByName },
  { method: 'GET', path: '/api/v1/content_list/{id}', cors: true, handle: contentList },
  { method: 'POST', path: '/api/v1/content/upload/{id}', cors: true, handle: upload },
];
