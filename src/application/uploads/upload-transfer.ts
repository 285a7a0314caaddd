import { inject, injectable } from 'inversify';
import { HttpGateway } from '../http';
import { CommandPort, httpContract } from '../ports';
import { TopicLeases } from '../topics';
import { uploadCommands, type UploadItem } from '../../domain/uploads';
import { dataIdPayload } from './presigned-form';

/** How one attempt at sending a file ended. */
export type TransferResult =
  | { readonly kind: 'answered'; readonly httpStatus: number }
  | { readonly kind: 'join_refused' }
  | { readonly kind: 'presign_error'; readonly detail?: string }
  | { readonly kind: 'presign_timeout' }
  | { readonly kind: 'network_error' }
  | { readonly kind: 'aborted' };

const aborted: TransferResult = { kind: 'aborted' };

// S3 reads the fields up to the file: the file goes last, and a field of the same name cannot displace it.
const formWithFile = (fields: Readonly<Record<string, string>>, file: Blob): Readonly<Record<string, unknown>> => {
  const { file: _ignored, ...rest } = fields;
  return { ...rest, file };
};

/**
 * One attempt at one file (spec 1 §7.2, §7.1): hold `cms:list_data:{dataId}`, push get_aws_presigned_url
 * {data_id, remote_path}, then POST the returned fields plus the file to the returned URL with progress.
 * It reports what happened and decides nothing: the queue turns the result into the next step.
 */
@injectable()
export class UploadTransfer {
  constructor(
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(HttpGateway) private readonly http: HttpGateway,
  ) {}

  async send(
    item: UploadItem,
    file: Blob,
    signal: AbortSignal,
    onProgress: (loaded: number, total: number) => void,
  ): Promise<TransferResult> {
    const lease = this.leases.hold({ pattern: 'cms:list_data:{id}', params: { id: item.dataId } });
    try {
      try {
        await lease.joined;
      } catch {
        return signal.aborted ? aborted : { kind: 'join_refused' };
      }
      return await this.transfer(item, file, signal, onProgress);
    } finally {
      lease.release();
    }
  }

  private async transfer(
    item: UploadItem,
    file: Blob,
    signal: AbortSignal,
    onProgress: (loaded: number, total: number) => void,
  ): Promise<TransferResult> {
    if (signal.aborted) return aborted;
    const dataId = dataIdPayload(item.dataId);
    // A record id that is no number has no presigned URL (the wire's data_id is numeric).
    if (dataId === undefined) return { kind: 'presign_error', detail: 'the record id is not a number' };
    const presign = await this.commands.push({
      name: uploadCommands.presign,
      pattern: 'cms:list_data:{id}',
      params: { id: item.dataId },
      push: 'get_aws_presigned_url',
      payload: { data_id: dataId, remote_path: item.key },
      target: `list_data:${item.dataId}`,
    });
    if (signal.aborted) return aborted;
    if (presign.outcome === 'timeout' || presign.outcome === 'not_sent') return { kind: 'presign_timeout' };
    // A reply without a URL to post to is as good as a refusal.
    if (presign.outcome !== 'ok')
      return { kind: 'presign_error', ...(presign.reason ? { detail: presign.reason } : {}) };
    if (presign.reply.url === '') return { kind: 'presign_error', detail: 'no URL in the reply' };
    const form = presign.reply;
    // Not journaled (the contract entry says so): the exchange's outcome is journaled as uploads.finish /
    // uploads.fail, and the presigned fields (a signature) have no business in the log twice.
    const answer = await this.http.call(httpContract.upload_form, {
      params: { url: form.url },
      form: formWithFile(form.fields, file),
      onProgress,
      signal,
    });
    if (signal.aborted) return aborted;
    return answer.status === 0 ? { kind: 'network_error' } : { kind: 'answered', httpStatus: answer.status };
  }
}
