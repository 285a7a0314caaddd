import { Button, Field, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import {
  ContentFeed,
  ContentQueries,
  jsonImportRows,
  jsonParseProblem,
  type RefusedRow,
} from '../../application/content';
import type { ImportRow } from '../../domain/cms';
import { BottomSheet } from '../bottom-sheet';
import { Loading, useObservable, useService } from '../shared';
import { ImportRun } from './import-run';

interface Parsed {
  readonly rows: readonly ImportRow[];
  readonly refused: readonly RefusedRow[];
}

/** /content/list/{id}/data/json_import (spec 3 §2.4, §5): the text must parse, and the sheet shows where it fails. */
export const JsonImportRoute = (): React.JSX.Element => {
  const listId = Number(useParams().id);
  const queries = useService(ContentQueries);
  const feed = useService(ContentFeed);
  useEffect(() => feed.open(listId), [feed, listId]);
  const listType = useObservable(
    useMemo(() => queries.listType$(listId), [queries, listId]),
    undefined,
  );
  const privileges = useObservable(
    useMemo(() => queries.privileges$(listId), [queries, listId]),
    undefined,
  );
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
    <BottomSheet
      title="JSON import"
      closeTo={`/content/list/${listId}`}
      hasId
      tabs={[
        {
          value: 'main',
          label: 'JSON',
          render: () =>
            !listType || !privileges ? (
              <Loading label="Loading the list…" />
            ) : !privileges.jsonImport ? (
              <MessageBar intent="warning">
                <MessageBarBody>
                  JSON import is for developers, and for admins where the list type allows it.
                </MessageBarBody>
              </MessageBar>
            ) : (
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
                {parsed && (
                  <ImportRun listId={listId} listType={listType} rows={parsed.rows} refused={parsed.refused} />
                )}
              </div>
            ),
        },
      ]}
    />
  );
};
