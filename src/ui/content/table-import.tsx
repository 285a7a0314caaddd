import { Button, Field, MessageBar, MessageBarBody, Select, Textarea } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { previewRows, RecordImport, TableImport, type TableReading } from '../../application/content';
import type { ColumnMapping, ImportDelimiter, ListType } from '../../domain/cms';
import { useService } from '../shared';
import { ImportRun } from './import-run';
import { ImportSheet } from './import-sheet';
import { TablePreview } from './table-preview';

const delimiterChoices: readonly { value: string; label: string }[] = [
  { value: '', label: 'Detect' },
  { value: '\t', label: 'Tab' },
  { value: ';', label: 'Semicolon (;)' },
  { value: ',', label: 'Comma (,)' },
];
const delimiterName = (delimiter: ImportDelimiter): string =>
  delimiterChoices.find((choice) => choice.value === delimiter)?.label ?? delimiter;

/** /content/list/{id}/data/import (spec 3 §2.4, §5): CSV or tab text, read, previewed, mapped, then imported. */
export const TableImportRoute = (): React.JSX.Element => (
  <ImportSheet title="Import" tabLabel="CSV" privilege="csvImport" refusal="Import is for admins and developers.">
    {(listId, listType) => <TableImportForm listId={listId} listType={listType} />}
  </ImportSheet>
);

const TableImportForm = ({ listId, listType }: { listId: number; listType: ListType }): React.JSX.Element => {
  const importer = useService(TableImport);
  const records = useService(RecordImport);
  const [text, setText] = useState('');
  const [delimiter, setDelimiter] = useState('');
  const [reading, setReading] = useState<TableReading | null>();
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const read = (source: string, chosen: string): void => {
    setReading(undefined);
    const choice = delimiterChoices.find((entry) => entry.value === chosen && chosen !== '');
    void importer.read(source, listType, choice?.value as ImportDelimiter | undefined).then((result) => {
      setReading(result ?? null);
      setMapping(result?.mapping ?? []);
    });
  };
  const plan = useMemo(() => (reading ? importer.plan(reading, mapping) : undefined), [importer, reading, mapping]);
  // The preview marks every row that will be refused: read problems and the list type's check alike.
  const preview = useMemo(() => {
    if (!reading || !plan) return undefined;
    return previewRows(reading.rows, [...plan.refused, ...records.check(listType, plan.rows).refused]);
  }, [records, listType, reading, plan]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Field label="CSV or tab-separated text" hint="The first row names the columns; empty lines are skipped">
        <Textarea
          value={text}
          rows={8}
          resize="vertical"
          data-testid="table-import-text"
          onChange={(_, data) => {
            setText(data.value);
            setReading(undefined);
          }}
        />
      </Field>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end' }}>
        <Field label="Or a file">
          <input
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            aria-label="A CSV or tab-separated file"
            data-testid="table-import-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file)
                void file.text().then((content) => {
                  setText(content);
                  read(content, delimiter);
                });
            }}
          />
        </Field>
        <Field label="Delimiter">
          <Select
            value={delimiter}
            data-testid="table-import-delimiter"
            onChange={(_, data) => {
              setDelimiter(data.value);
              if (reading !== undefined) read(text, data.value);
            }}
          >
            {delimiterChoices.map((choice) => (
              <option key={choice.label} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
        <Button data-testid="table-import-read" onClick={() => read(text, delimiter)}>
          Read
        </Button>
      </div>
      {reading === null && (
        <MessageBar intent="warning" data-testid="table-import-empty">
          <MessageBarBody>The text holds no rows.</MessageBarBody>
        </MessageBar>
      )}
      {reading && plan && preview && (
        <>
          <div data-testid="table-import-summary">
            {reading.rows.length} rows below the header, delimiter {delimiterName(reading.delimiter)}.
          </div>
          <TablePreview
            listType={listType}
            reading={reading}
            mapping={mapping}
            rows={preview.rows}
            hidden={preview.hidden}
            onMap={setMapping}
          />
          <ImportRun
            key={mapping.join('\u0000')}
            listId={listId}
            listType={listType}
            rows={plan.rows}
            refused={plan.refused}
          />
        </>
      )}
    </div>
  );
};
