import { can } from '../../src/domain/rights';
import { valuesForViewer } from '../../src/domain/cms';
import { adminOnlyFieldsByList, mayReadListRecords } from '../records/list-access';
import { ListDataCodec } from '../../src/infrastructure/wire/cms';
import type { StoredDocument } from '../storage/document-repository';
import { decodeStored } from '../storage/stored-codec';
import { contentUpload } from './content-upload-route';
import { formUpload } from './form-upload-route';
import { sendError, sendJson } from './respond';
import { sessionOf, type Route, type RouteContext } from './route';

/** A list's active records, flattened to `{...data, id}` as spec 3 §7 describes the answers (contracts, releases, series). */
const answerList = async (context: RouteContext, list: StoredDocument | undefined): Promise<void> => {
  const session = sessionOf(context);
  // System lists for developers, billing lists for billing accounts; others are told no such list exists.
  if (!list || !(await mayReadListRecords(context.services, session.actor, list)))
    return sendError(context.response, 404, 'List not found');
  const { services } = context;
  // A record that does not decode is reported and left out of the answer.
  const records = decodeStored(
    ListDataCodec,
    await services.store.documents.cms_list_data.list(`state = 'active' and (body->>'cms_list_id') = $1`, [
      String(list.id),
    ]),
    (message) => services.log.error(message),
    'list data',
  );
  const adminOnly = (await adminOnlyFieldsByList(services, services.store.db.read, [list.id])).get(list.id) ?? [];
  const administrator = can('administration', session.actor);
  sendJson(
    context.response,
    200,
    records.map((record) => ({ ...valuesForViewer(record.data, adminOnly, administrator), id: record.id })),
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

export const contentRoutes: readonly Route[] = [
  { method: 'GET', path: '/api/v1/content_list/by_name/{name}', cors: true, handle: contentListByName },
  // The spelling the console's cms catalogue uses; both name the same call.
  { method: 'GET', path: '/api/v1/content_list_by_name/{name}', cors: true, handle: contentListByName },
  { method: 'GET', path: '/api/v1/content_list/{id}', cors: true, handle: contentList },
  { method: 'POST', path: '/api/v1/content/upload/{id}', cors: true, handle: contentUpload },
  { method: 'POST', path: '/api/v1/content/upload/form/{form}', cors: true, handle: formUpload },
];
