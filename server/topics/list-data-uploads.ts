import { announceChange } from '../records/announce';
import { fileFieldRefusal } from '../records/file-field-rights';
import { parseRecordFileKey, unguessableKey } from '../records/upload-keys';
import { writeItemIn } from '../records/write-item';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';
import { decodeStoredOne, storedWith } from '../storage/stored-codec';
import { presignUpload, storedObjectPath } from '../uploads/presign';
import { listDataKind } from './cms-kinds';
import { refreshDevicesShowing } from './devices-references';
import { invalid } from './entity-save';
import { fieldsOfList, visibleListOf } from './list-data-save';
import type { TopicContext } from './topic-handler';
import { isAdministrator } from '../../src/domain/rights';
import { ListDataCodec } from '../../src/infrastructure/wire/cms';
import { jsonObject } from '../../src/infrastructure/wire/kit';

type Values = Readonly<Record<string, unknown>>;

/** An s3file value (spec 3 §3) for the object stored under `key`. */
export const fileValue = (key: string, status: 'new' | 'ready', seconds: number): Values => ({
  status,
  key,
  url: `${storedObjectPath}${key}`,
  statusMessage: '',
  statusUpdatedAt: seconds,
});

/**
 * Writes file values into a record the way every save writes (one transaction, the list topics told per
 * subscriber, the devices showing the record refreshed): both upload paths come through here.
 */
export const writeFileValues = async (
  services: Services,
  record: StoredDocument,
  values: Values,
): Promise<StoredDocument> => {
  const report = (message: string): void => services.log.error(message);
  const written = await services.store.db.write(async (tx) => {
    const current = (await services.store.documents.cms_list_data.get(record.id, tx)) ?? record;
    // Written back with the stored document's own fields; a record that does not decode is reported and kept.
    const stored = storedWith('cms_list_data', current, {}, report);
    if (!stored) return undefined;
    const body = { ...stored, data: { ...stored.data, ...values } };
    return writeItemIn(listDataKind, services, tx, { existing: current, body, state: current.state });
  });
  if (!written) return record;
  announceChange(listDataKind, services, written.before, written.after);
  await refreshDevicesShowing(services, [record.id]);
  return written.after.document;
};

/**
 * get_aws_presigned_url {data_id, remote_path} on cms:list_data:{id}: a presigned form POST for one file of the
 * record (server/uploads/presign.ts). The key must be the record's (`{id}/{field}_{unix time}.{extension}`, spec 3 §3)
 * and name a file field of its list type the account may write (admin_only ones are for administrators). The
 * object is stored under that key with a random segment added (upload-keys.ts), and the record's field reads
 * `{status: 'new', key, url}` until the object arrives (markObjectUploaded), as spec 3 §4 has it.
 */
export const presignRecordUpload = async (
  context: TopicContext,
  dataId: number,
  remotePath: string,
): Promise<Reply> => {
  const { services, actor } = context;
  const record = await services.store.documents.cms_list_data.find(context.params.id ?? '');
  if (!record) return refuse(reasons.notFound);
  if (record.id !== dataId) return invalid('data_id', `the record of this topic (${record.id})`, dataId);
  const list = await visibleListOf(context, record.body.cms_list_id);
  if (!list) return refuse(reasons.unauthorized);
  const key = parseRecordFileKey(remotePath);
  if (!key || key.dataId !== record.id || key.nonce !== undefined)
    return invalid('remote_path', `a key ${record.id}/{field}_{unix time}.{extension}`, remotePath);
  const refusal = fileFieldRefusal(await fieldsOfList(services, list), key.field, isAdministrator(actor.type));
  if (refusal === 'admin_only') return refuse(reasons.unauthorized, { detail: 'admin_only' });
  if (refusal) return invalid('remote_path', 'a key naming a file field of the list type', remotePath);
  const now = services.clock();
  const objectKey = unguessableKey(remotePath);
  await writeFileValues(services, record, { [key.field]: fileValue(objectKey, 'new', Math.floor(now / 1000)) });
  return ok(presignUpload(services.uploadSecret, objectKey, now, actor.accountId));
};

/**
 * Call when an object has been stored under `key` (the presigned form target): the record field waiting for it
 * turns `ready`. Returns the record changed; keys that no record waits for are ignored (undefined).
 */
export const markObjectUploaded = async (services: Services, key: string): Promise<StoredDocument | undefined> => {
  const parsed = parseRecordFileKey(key);
  const record = parsed && (await services.store.documents.cms_list_data.get(parsed.dataId));
  // A record that does not decode is reported and waits for nothing.
  const report = (message: string): void => services.log.error(message);
  const value = parsed && decodeStoredOne(ListDataCodec, record, report, 'list data')?.data[parsed.field];
  if (!record || !parsed || !jsonObject.is(value) || value.key !== key) return;
  const seconds = Math.floor(services.clock() / 1000);
  return writeFileValues(services, record, { [parsed.field]: fileValue(key, 'ready', seconds) });
};
