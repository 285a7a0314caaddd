import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { MultiUploadForm as FormChoices } from '../../application/uploads';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
});

export interface MultiUploadChoice {
  readonly files: readonly File[];
  readonly fileField: string;
  readonly nameField?: string;
}

/** Files, the s3file field they go into and an optional name field (spec 3 §2.4, §5). */
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
  const [files, setFiles] = useState<readonly File[]>([]);
  const [fileField, setFileField] = useState('');
  const [nameField, setNameField] = useState('');
  const ready = files.length > 0 && fileField !== '' && !busy;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onUpload({ files, fileField, ...(nameField ? { nameField } : {}) });
      }}
    >
      <Field label="Files" hint={files.length > 0 ? `${files.length} file(s) chosen` : 'Choose one or more files'}>
        {/* A native input does not read Field's context: the render function hands it the label's id. */}
        {(fieldProps) => (
          <input
            {...fieldProps}
            type="file"
            multiple
            name="files"
            disabled={busy}
            onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
          />
        )}
      </Field>
      <Field label="File field" required hint="Each file becomes a new record with the file in this field.">
        <Select value={fileField} onChange={(_, data) => setFileField(data.value)} disabled={busy} name="fileField">
          <option value="">Choose a file field</option>
          {choices.fileFields.map((field) => (
            <option key={field.name} value={field.name}>
              {field.title}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Name field" hint="Optional: takes the file name without its extension.">
        <Select value={nameField} onChange={(_, data) => setNameField(data.value)} disabled={busy} name="nameField">
          <option value="">None</option>
          {choices.nameFields.map((field) => (
            <option key={field.name} value={field.name}>
              {field.title}
            </option>
          ))}
        </Select>
      </Field>
      <div>
        <Button type="submit" appearance="primary" disabled={!ready}>
          Upload
        </Button>
      </div>
    </form>
  );
};
