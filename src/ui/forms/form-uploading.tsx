import { Caption1 } from '@fluentui/react-components';
import { FormFileUploads, type FileForm } from '../../application/uploads';
import { useQuery, useService } from '../shared';

/**
 * Whether a file of this form is still being uploaded. The form's save waits for it: saving earlier would
 * store the field's previous value and leave the new file stored but named by nothing.
 */
export const useFormUploading = (form: FileForm): boolean => {
  const uploads = useService(FormFileUploads);
  return useQuery(() => uploads.uploading$(form), [uploads, form], false);
};

/** Said beside a save button that waits for an upload. */
export const UploadWaitNote = ({ uploading }: { readonly uploading: boolean }): React.JSX.Element | null =>
  uploading ? <Caption1 role="status">Waiting for the upload to finish…</Caption1> : null;
