import { parseRecordFileKey } from '../records/upload-keys';
import { ok, refuse, type Reply } from '../protocol/reply';
import { markObjectUploaded } from '../topics/list-data-uploads';
import { verifyUpload } from '../uploads/presign';
import { BodyTooLarge, readBody, readPrefix } from './body';
import { maxUploadBytes, storeObject } from '../uploads/upload-files';
import { boundaryOf, leadingFields, parseMultipart } from './multipart';
import { baseHeaders, sendText } from './respond';
import type { RouteContext } from './route';
import { auditUpload, reasonOfStatus } from './upload-audit';

/** The record field a stored object's key names, for the audit row (never the key: it is the read capability). */
const fieldOf = (key: string): string | null => parseRecordFileKey(key)?.field ?? null;

/** The signed fields of a presigned form come first; more than this before the file is not a presigned form. */
export const maxFormFieldsBytes = 64 * 1024;
const closing = { connection: 'close', 'access-control-allow-origin': '*' };

/**
 * Stands in for the storage bucket: a presigned form POST (fields + file) is stored and answered 204, as S3 does.
 * Anyone may post here, so the signature is checked on the leading fields before the file is read: a post
 * without a valid signature costs the server at most the fields' 64 KiB (docs/protocol.md "Security").
 */
export const uploadTarget = async ({ services, request, response }: RouteContext): Promise<void> => {
  const startedAt = performance.now();
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) return sendText(response, 400, 'Expected multipart/form-data', closing);
  let prefix: Buffer;
  try {
    prefix = await readPrefix(
      request,
      maxUploadBytes,
      (buffered) => buffered.length > maxFormFieldsBytes || leadingFields(buffered, boundary) !== 'more',
    );
  } catch (error) {
    if (error instanceof BodyTooLarge) return sendText(response, 413, 'EntityTooLarge', closing);
    throw error;
  }
  const leading = leadingFields(prefix, boundary);
  const fieldBytes =
    leading instanceof Map ? [...leading].reduce((sum, [name, value]) => sum + name.length + value.length, 0) : 0;
  if ((leading === 'more' && prefix.length > maxFormFieldsBytes) || fieldBytes > maxFormFieldsBytes)
    return sendText(
      response,
      400,
      `Expected the form fields before the file, within ${maxFormFieldsBytes} bytes`,
      closing,
    );
  if (leading === undefined || leading === 'more')
    return sendText(response, 400, 'Expected the form fields and a file', closing);
  const fields = Object.fromEntries(leading);
  const verified = verifyUpload(services.uploadSecret, fields, services.clock());
  // The signature names the account that asked for the form; one archived since may no longer upload.
  const account = verified && (await services.actors.account(verified.accountId));
  if (!verified || !account) return sendText(response, 403, 'AccessDenied', closing);
  const recordId = String(parseRecordFileKey(verified.key)?.dataId ?? verified.key);
  const audit = (reply: Reply, payload: Readonly<Record<string, unknown>>): void =>
    auditUpload(services, { actor: account, recordId, event: 'presigned_upload', payload, reply, startedAt });
  let body: Buffer;
  try {
    body = await readBody(request, maxUploadBytes, prefix);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      audit(refuse(reasonOfStatus(413)), { field: fieldOf(verified.key) });
      return sendText(response, 413, 'EntityTooLarge', closing);
    }
    throw error;
  }
  const file = parseMultipart(body, boundary)?.find((part) => part.name === 'file');
  if (!file) {
    audit(refuse(reasonOfStatus(400)), { field: fieldOf(verified.key) });
    return sendText(response, 400, 'Expected the form fields and a file', closing);
  }
  await storeObject(services.uploadsDir, verified.key, file.data, services.clock());
  // The record's file field turns ready once its object has landed (spec 3 §3: s3file status new → ready).
  const marked = await markObjectUploaded(services, verified.key);
  const payload = { field: fieldOf(verified.key), filename: file.filename ?? null, bytes: file.data.length };
  audit(ok({}), { ...payload, ready: marked !== undefined });
  response.writeHead(204, { ...baseHeaders, 'access-control-allow-origin': '*' });
  response.end();
};
