import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { multiUploadPreview, UploadLimit, type MultiUploadForm as FormChoices } from '../../application/uploads';
import { useService } from '../shared';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
});

export interface MultiUploadChoice {
  readonly files: readonly File[];
  readonly fileField: string;
  readonly nameField?: string;
}

/**
 * Files, the s3file field they go into and an optional name field (spec 3 §2.4, §5), then the Convert step: it
 * needs a file field chosen and shows the record each file becomes (the name field takes the file name without
 * its extension) before Upload creates them.
 */
export const MultiUploadForm = ({
  choices,
  busy,
  onUpload,
}: {
  choices: FormChoices;
  busy: boolean;
  onUpload: (choice: MultiUploadChoice) => void;
}): React.JSX.Element => {
  const styles = useStyles();
  const limit = useService(UploadLimit);
  const [files, setFiles] = useState<readonly File[]>([]);
  // Files over the server's limit are said when chosen and left out, not sent to fail with a 413.
  const [tooLarge, setTooLarge] = useState<readonly string[]>([]);
  const [fileField, setFileField] = useState('');
  const [nameField, setNameField] = useState('');
  const [converted, setConverted] = useState(false);
  const ready = files.length > 0 && fileField !== '' && !busy;
  // Any change of what is chosen asks for the Convert step again.
  const choose = (apply: () => void): void => {
    apply();
    setConverted(false);
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        if (!converted) setConverted(true);
        else onUpload({ files, fileField, ...(nameField ? { nameField } : {}) });
      }}
    >
      <Field
        label="Files"
        hint={files.length > 0 ? `${files.length} file(s) chosen` : 'Choose one or more files'}
        validationState={tooLarge.length > 0 ? 'error' : 'none'}
        {...(tooLarge.length > 0 ? { validationMessage: `Left out: ${tooLarge.join('. ')}` } : {})}
      >
        {/* A native input does not read Field's context: the render function hands it the label's id. */}
        {(fieldProps) => (
          <input
            {...fieldProps}
            type="file"
            multiple
            name="files"
            disabled={busy}
            onChange={(event) => {
              const picked = Array.from(event.currentTarget.files ?? []);
              setTooLarge(picked.flatMap((file) => limit.problemOf(file) ?? []));
              choose(() => setFiles(picked.filter((file) => limit.problemOf(file) === undefined)));
            }}
          />
        )}
      </Field>
      <Field label="File field" required hint="Each file becomes a new record with the file in this field.">
        <Select
          value={fileField}
          onChange={(_, data) => choose(() => setFileField(data.value))}
          disabled={busy}
          name="fileField"
        >
          <option value="">Choose a file field</option>
          {choices.fileFields.map((field) => (
            <option key={field.name} value={field.name}>
              {field.title}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Name field" hint="Optional: takes the file name without its extension.">
        <Select
          value={nameField}
          onChange={(_, data) => choose(() => setNameField(data.value))}
          disabled={busy}
          name="nameField"
        >
          <option value="">None</option>
          {choices.nameFields.map((field) => (
            <option key={field.name} value={field.name}>
              {field.title}
            </option>
          ))}
        </Select>
      </Field>
      {converted && (
        <ol aria-label="Records to create" data-testid="multi-upload-preview" style={{ margin: 0 }}>
          {multiUploadPreview(files, fileField, nameField).map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button
          type="submit"
          appearance="primary"
          disabled={!ready}
          data-testid={converted ? 'multi-upload-upload' : 'multi-upload-convert'}
        >
          {converted ? 'Upload' : 'Convert'}
        </Button>
        {!ready && !busy && files.length > 0 && fileField === '' && (
          <span role="status">Choose a file field to convert.</span>
        )}
      </div>
    </form>
  );
};
