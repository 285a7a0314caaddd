import { inject, injectable } from 'inversify';
import { uploadSizeProblem } from '../../domain/uploads';
import { RuntimeConfig } from '../ports';

/**
 * The largest file the server takes, as its config.json says (`uploadLimitBytes`, the server's own limit, not a
 * copy of it). Every file picker asks here before a file is queued or a record saved, so an operator reads the
 * limit when choosing the file instead of 'Upload HTTP error 413' after the transfer. Unknown (an older server):
 * no check here, the server still refuses.
 */
@injectable()
export class UploadLimit {
  constructor(@inject(RuntimeConfig) private readonly config: RuntimeConfig) {}

  get bytes(): number | undefined {
    return this.config.uploadLimitBytes;
  }

  /** 'video.mp4 is 3.2 GB; the limit is 64 MB', or undefined when the file fits. */
  problemOf(file: { readonly name: string; readonly size: number }): string | undefined {
    return uploadSizeProblem(file, this.bytes);
  }
}
