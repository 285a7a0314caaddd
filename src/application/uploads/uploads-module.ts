import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { MultiUpload } from './multi-upload';
import { MultiUploadQueries } from './multi-upload.queries';
import { PageCloseWarning } from './page-close-warning';
import { uploadNoticeRules } from './upload-notices';
import { FormFileUploads } from './form-file-uploads';
import { UploadLimit } from './upload-limit';
import { UploadQueue } from './upload-queue';
import { UploadTransfer } from './upload-transfer';
import { UploadsQueries } from './uploads.queries';

/**
 * The upload queue, its queries, its toasts and the multi-upload; the page-close warning is the browser's
 * (beforeunload), handed in by the composition root.
 */
export const uploadsModule = (pageCloseWarning: PageCloseWarning): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(PageCloseWarning).toConstantValue(pageCloseWarning);
    bind(NoticeRules).toConstantValue(uploadNoticeRules);
    bind(UploadLimit).toSelf().inSingletonScope();
    bind(UploadTransfer).toSelf().inSingletonScope();
    bind(FormFileUploads).toSelf().inSingletonScope();
    bind(UploadQueue).toSelf().inSingletonScope();
    bind(UploadsQueries).toSelf().inSingletonScope();
    bind(MultiUpload).toSelf().inSingletonScope();
    bind(MultiUploadQueries).toSelf().inSingletonScope();
  });
