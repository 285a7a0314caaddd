import { Caption1, Field, Link } from '@fluentui/react-components';
import { useState } from 'react';
import type { RecordFile } from '../../application/content';
import { UploadLimit } from '../../application/uploads';
import { useService } from '../shared';

export interface FileFieldView {
  readonly name: string;
  readonly label: string;
  /** The stored s3file value, live: its status goes new → ready as the upload lands (spec 3 §4). */
  readonly value: unknown;
}

const statusOf = (value: unknown): { status?: string; key?: string; url?: string; message?: string } => {
  if (typeof value !== 'object' || value === null) return {};
  const file = value as Record<string, unknown>;
  const text = (key: string): string | undefined => (typeof file[key] === 'string' ? (file[key] as string) : undefined);
  return { status: text('status'), key: text('key'), url: text('url'), message: text('statusMessage') };
};

/** The record's s3file fields: each shows its stored file and status and takes a new file (spec 3 §2.4). */
export const RecordFiles = ({
  fields,
  chosen,
  disabled,
  readOnly,
  onChoose,
}: {
  fields: readonly FileFieldView[];
  chosen: readonly RecordFile[];
  disabled: boolean;
  /** A viewer without edit rights sees the stored files only. */
  readOnly?: boolean;
  onChoose: (field: string, file: File | undefined) => void;
}): React.JSX.Element | null => {
  const limit = useService(UploadLimit);
  // A file over the server's limit is said when chosen and not taken (issue 29: not 'Upload HTTP error 413').
  const [tooLarge, setTooLarge] = useState<Readonly<Record<string, string>>>({});
  if (fields.length === 0) return null;
  return (
    <div
      role="group"
      aria-label="Files"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 12 }}
    >
      {fields.map((field) => {
        const stored = statusOf(field.value);
        const picked = chosen.find((item) => item.field === field.name);
        return (
          <Field
            key={field.name}
            label={field.label}
            validationState={tooLarge[field.name] ? 'error' : 'none'}
            {...(tooLarge[field.name] ? { validationMessage: tooLarge[field.name] } : {})}
            hint={
              readOnly
                ? undefined
                : picked
                  ? `${picked.file.name} is uploaded when you save`
                  : 'Choose a file to upload with the save'
            }
          >
            {(fieldProps) => (
              <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                {!readOnly && (
                  <input
                    {...fieldProps}
                    type="file"
                    name={field.name}
                    data-testid={`record-file-${field.name}`}
                    disabled={disabled}
                    onChange={(event) => {
                      const file = event.currentTarget.files?.[0];
                      const problem = file && limit.problemOf(file);
                      setTooLarge((shown) => ({ ...shown, [field.name]: problem ?? '' }));
                      if (problem) event.currentTarget.value = '';
                      onChoose(field.name, problem ? undefined : file);
                    }}
                  />
                )}
                <Caption1 data-testid={`record-file-status-${field.name}`}>
                  {stored.status ? `Status: ${stored.status}` : 'No file'}
                  {stored.message ? ` (${stored.message})` : ''}
                  {stored.url && (
                    <>
                      {' · '}
                      <Link href={stored.url} target="_blank" rel="noreferrer">
                        {stored.key ?? 'Open file'}
                      </Link>
                    </>
                  )}
                </Caption1>
              </div>
            )}
          </Field>
        );
      })}
    </div>
  );
};
