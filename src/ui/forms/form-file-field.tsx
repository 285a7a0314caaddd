import { Button, Caption1, Field, Link, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { FormFileUploads, type FileForm } from '../../application/uploads';
import { useService } from '../shared';
import { fieldFrame, type FieldProps } from './field-props';
import { FileField, S3FileField } from './simple-fields';

/** Which form's file fields take a file (issue 29); the event, tag and export forms say it, others do not. */
export const FileFormContext = createContext<FileForm | undefined>(undefined);

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  key: { overflowWrap: 'anywhere' },
});

type Transfer =
  | { readonly phase: 'idle'; readonly error?: string }
  | { readonly phase: 'uploading'; readonly name: string; readonly percent: number; readonly abort: AbortController };

/**
 * A `file` or `s3file` field of the event, tag or export form (spec 2 §3, issue 29): a picker, the upload's
 * progress with Cancel, then the stored key (a link to the file) and Remove. The file is stored when chosen
 * (`POST content/upload/form/{form}`) and its value saved with the form. Elsewhere the field is shown as before.
 */
export const FormFileField = (props: FieldProps): React.JSX.Element => {
  const form = useContext(FileFormContext);
  if (form === undefined)
    return props.field.field.type === 'file' ? <FileField {...props} /> : <S3FileField {...props} />;
  return <FileUpload {...props} form={form} />;
};

const FileUpload = ({ field, disabled, onChange, form }: FieldProps & { form: FileForm }): React.JSX.Element => {
  const styles = useStyles();
  const uploads = useService(FormFileUploads);
  const [transfer, setTransfer] = useState<Transfer>({ phase: 'idle' });
  const input = useRef<HTMLInputElement | null>(null);
  // A form closed mid-upload stops the upload.
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);
  const stored = uploads.storedOf(field.value);
  const choose = async (file: File | undefined): Promise<void> => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const tooLarge = uploads.problemOf(file);
    if (tooLarge) return setTransfer({ phase: 'idle', error: tooLarge });
    const abort = new AbortController();
    running.current = abort;
    setTransfer({ phase: 'uploading', name: file.name, percent: 0, abort });
    const result = await uploads.upload(
      form,
      field.name,
      file,
      (percent) =>
        setTransfer((now) =>
          now.phase === 'uploading' && now.abort === abort && percent > now.percent ? { ...now, percent } : now,
        ),
      abort.signal,
    );
    if (running.current !== abort) return;
    running.current = undefined;
    if (result.kind === 'stored') onChange(field.name, result.value);
    setTransfer(result.kind === 'refused' ? { phase: 'idle', error: result.error } : { phase: 'idle' });
  };
  const frame = fieldFrame(field);
  const error = transfer.phase === 'idle' ? transfer.error : undefined;
  return (
    <Field
      {...frame}
      validationState={error || frame.validationMessage ? 'error' : 'none'}
      {...(error ? { validationMessage: error } : {})}
      hint={
        transfer.phase === 'uploading'
          ? 'Save after the upload has finished: the form saves the stored file.'
          : undefined
      }
    >
      {(fieldProps) => (
        <div className={styles.column} data-testid={`form-file-${field.name}`}>
          {transfer.phase === 'uploading' ? (
            <div className={styles.row}>
              <ProgressBar
                value={transfer.percent / 100}
                thickness="large"
                aria-label={`Upload of ${transfer.name}`}
                aria-valuetext={`${transfer.percent}%`}
              />
              <Caption1 role="status">{`${transfer.name} ${transfer.percent}%`}</Caption1>
              <Button size="small" onClick={() => transfer.abort.abort()}>
                Cancel
              </Button>
            </div>
          ) : (
            <input
              {...fieldProps}
              ref={input}
              type="file"
              name={field.name}
              disabled={disabled}
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
            />
          )}
          {stored ? (
            <div className={styles.row}>
              <Caption1 className={styles.key} data-testid={`form-file-key-${field.name}`}>
                {stored.status === 'ready' ? 'Stored: ' : `Status: ${stored.status} · `}
                {stored.url ? (
                  <Link href={stored.url} target="_blank" rel="noreferrer">
                    {stored.key ?? stored.url}
                  </Link>
                ) : (
                  (stored.key ?? '')
                )}
                {stored.statusMessage ? ` (${stored.statusMessage})` : ''}
              </Caption1>
              {transfer.phase === 'idle' && !disabled && (
                <Button size="small" appearance="subtle" onClick={() => onChange(field.name, null)}>
                  Remove
                </Button>
              )}
            </div>
          ) : (
            transfer.phase === 'idle' && <Caption1>No file</Caption1>
          )}
        </div>
      )}
    </Field>
  );
};
