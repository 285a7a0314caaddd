import { Button, Field, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { jsonImportRows, jsonParseProblem, type RefusedRow } from '../../application/content';
import type { ImportRow, ListType } from '../../domain/cms';
import { ImportRun } from './import-run';
import { ImportSheet } from './import-sheet';

interface Parsed {
  readonly rows: readonly ImportRow[];
  readonly refused: readonly RefusedRow[];
}

/** /content/list/{id}/data/json_import (spec 3 §2.4, §5): the text must parse, and the sheet shows where it fails. */
export const JsonImportRoute = (): React.JSX.Element => (
  <ImportSheet
    title="JSON import"
    tabLabel="JSON"
    privilege="jsonImport"
    refusal="JSON import is for developers, and for admins where the list type allows it."
  >
    {(listId, listType) => <JsonImportForm listId={listId} listType={listType} />}
  </ImportSheet>
);

const JsonImportForm = ({ listId, listType }: { listId: number; listType: ListType }): React.JSX.Element => {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [parsed, setParsed] = useState<Parsed>();
  const check = (): void => {
    setParsed(undefined);
    try {
      const value: unknown = JSON.parse(text);
      const rows = jsonImportRows(value);
      setProblem(undefined);
      setParsed({
        rows: rows.flatMap((row) => ('values' in row ? [row] : [])),
        refused: rows.flatMap((row) => ('refused' in row ? [{ line: row.line, reason: row.refused }] : [])),
      });
    } catch (error) {
      const where = jsonParseProblem(text, error);
      setProblem(`The JSON does not parse at line ${where.line}, column ${where.column}: ${where.message}`);
    }
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Field label="Records as JSON" hint="An array of objects of field values (or of {data: …} records)">
        <Textarea
          value={text}
          rows={8}
          resize="vertical"
          data-testid="json-import-text"
          onChange={(_, data) => {
            setText(data.value);
            setParsed(undefined);
          }}
        />
      </Field>
      <div>
        <Button data-testid="json-import-check" onClick={check}>
          Check
        </Button>
      </div>
      {problem && (
        <MessageBar intent="error" data-testid="json-import-problem">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {parsed && <ImportRun listId={listId} listType={listType} rows={parsed.rows} refused={parsed.refused} />}
    </div>
  );
};
