import { Field, Input, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ContentFeed } from '../../application/content';
import { ReleaseEditing, releaseFormOf, ReleaseListsQueries, releaseStatuses } from '../../application/developer';
import type { ListData } from '../../domain/cms';
import type { ReleaseArea, ReleaseForm } from '../../domain/developer';
import { AdminEditorSheet, useRecordDraft } from '../admin-kit';
import { Loading, useService, useQuery } from '../shared';

interface EditorProps {
  readonly area: ReleaseArea;
  readonly closeTo: string;
  readonly stored: ListData | undefined;
}

const blank = (): ReleaseForm => ({ version: '', key: '', status: '', unitIds: '', osVersion: '' });

const ReleaseEditor = ({ area, closeTo, stored }: EditorProps): React.JSX.Element => {
  const editing = useService(ReleaseEditing);
  const [form, change, conflict] = useRecordDraft(stored, false, releaseFormOf, blank);
  const [problem, setProblem] = useState<string>();
  if (!form || !stored) return <Loading label="Loading the release…" />;
  const set = (field: keyof ReleaseForm) => (_: unknown, data: { value: string }) =>
    change((current) => ({ ...current, [field]: data.value }));
  return (
    <AdminEditorSheet
      title={`Release ${form.version || stored.id}`}
      editing="records"
      conflict={conflict}
      closeTo={closeTo}
      editPath={() => closeTo}
      recordId={stored.id}
      save={() => {
        const attempt = editing.save(area, stored, form, conflict.version);
        setProblem(typeof attempt === 'string' ? attempt : undefined);
        return typeof attempt === 'string' ? undefined : attempt;
      }}
      mainTab="Release"
      testId="release-editor"
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 12 }}>
        <Field label="Version" required>
          <Input value={form.version} onChange={set('version')} data-testid="release-version" />
        </Field>
        <Field label="Status">
          <Select value={form.status} onChange={set('status')} data-testid="release-status-select">
            {!releaseStatuses.includes(form.status as (typeof releaseStatuses)[number]) && (
              <option value={form.status}>{form.status || 'none'}</option>
            )}
            {releaseStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Key">
          <Input value={form.key} onChange={set('key')} data-testid="release-key" />
        </Field>
        <Field label="Unit ids" hint="Comma-separated">
          <Input value={form.unitIds} onChange={set('unitIds')} data-testid="release-unit-ids" />
        </Field>
        {area === 'broadcaster' && (
          <Field label="OS version">
            <Input value={form.osVersion} onChange={set('osVersion')} data-testid="release-os-version" />
          </Field>
        )}
      </div>
      {problem && (
        <MessageBar intent="error" data-testid="release-problem">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
    </AdminEditorSheet>
  );
};

/** edit/{id}/data/{data_id} under a release tab (spec 3 §2.8): list {id}'s record {data_id} in the kit's sheet. */
const ReleaseEditorRoute = ({ area }: { area: ReleaseArea }): React.JSX.Element => {
  const { status, id, dataId } = useParams();
  const listId = Number(id);
  const recordId = Number(dataId);
  const queries = useService(ReleaseListsQueries);
  const feed = useService(ContentFeed);
  useEffect(() => feed.open(listId), [feed, listId]);
  const stored = useQuery(() => queries.record$(listId, recordId), [queries, listId, recordId], undefined);
  const loaded = useQuery(() => queries.loaded$(listId), [queries, listId], false);
  if (loaded && !stored)
    return (
      <MessageBar intent="error" data-testid="release-missing">
        <MessageBarBody>{`No release ${dataId ?? ''} in list ${id ?? ''}.`}</MessageBarBody>
      </MessageBar>
    );
  return (
    <ReleaseEditor
      key={`${listId}/${recordId}`}
      area={area}
      closeTo={`/developer/${area}/${status ?? ''}`}
      stored={stored}
    />
  );
};

export const ReleaseEditorRouteOfReleases = (): React.JSX.Element => <ReleaseEditorRoute area="releases" />;
export const ReleaseEditorRouteOfBroadcaster = (): React.JSX.Element => <ReleaseEditorRoute area="broadcaster" />;
