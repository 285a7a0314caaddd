import { Checkbox, Field, Input, MessageBar, MessageBarBody, Select, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import {
  blankGroupForm,
  groupFormOf,
  groupRoleChoices,
  groupSavePlan,
  SettingsAreaCommands,
  SettingsAreaQueries,
  type GroupForm,
} from '../../application/settings';
import type { ArchiveState } from '../../domain/groups';
import { AdminEditorSheet, useRecordDraft } from '../admin-kit';
import { Loading, useObservable, useService, useQuery } from '../shared';
import { ChoiceList } from './choice-list';
import { SettingsRecordRoute } from './settings-record-route';

const base = '/settings/groups';

/** /settings/groups/new and edit/:id (spec 3 §2.2, §3 Group) in the kit's sheet. */
export const GroupEditorRoute = (): React.JSX.Element => (
  <SettingsRecordRoute
    table="groups"
    noun="group"
    base={base}
    testId="group-editor"
    editor={(id) => <GroupEditor key={id ?? 'new'} id={id} />}
  />
);

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12 } as const;

const GroupEditor = ({ id }: { id: number | undefined }): React.JSX.Element => {
  const queries = useService(SettingsAreaQueries);
  const commands = useService(SettingsAreaCommands);
  const stored = useQuery(() => queries.group$(id ?? -1), [queries, id], undefined);
  const choices = useObservable(queries.groupChoices$, undefined);
  const [form, change, conflict] = useRecordDraft(
    choices === undefined ? undefined : stored,
    id === undefined,
    groupFormOf(choices?.outputs ?? new Set()),
    blankGroupForm,
  );
  const [refusal, setRefusal] = useState<string>();
  if (!form || !choices) return <Loading label="Loading the group…" />;
  const update = (fields: Partial<GroupForm>): void => change((current) => ({ ...current, ...fields }));
  const save = (state: ArchiveState = form.state) => {
    const plan = groupSavePlan({ ...form, state }, id);
    if (plan.kind === 'refused') {
      setRefusal(plan.message);
      return undefined;
    }
    setRefusal(undefined);
    return commands.saveGroup(plan.draft, conflict.version).then((outcome) => {
      if (outcome.ok) update({ state });
      return outcome;
    });
  };
  const members = choices.accounts.filter((account) => form.accounts.includes(account.key));

  return (
    <AdminEditorSheet
      title={id === undefined ? 'New group' : `Group ${stored?.name ?? id}`}
      editing="groups"
      conflict={conflict}
      closeTo={base}
      editPath={(saved) => `${base}/edit/${saved}`}
      {...(id !== undefined ? { recordId: id } : {})}
      save={() => save()}
      archive={{ state: form.state, save: (state) => save(state) ?? Promise.resolve({ ok: false, reason: 'invalid' }) }}
      testId="group-editor"
    >
      {refusal && (
        <MessageBar intent="warning">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      <div style={grid}>
        <Field label="Name" required>
          <Input value={form.name} data-testid="group-name" onChange={(_, data) => update({ name: data.value })} />
        </Field>
        <Field label="Uuid" hint={id === undefined ? 'Given by the server when left empty.' : undefined}>
          <Input
            value={form.uuid}
            readOnly={id !== undefined}
            data-testid="group-uuid"
            onChange={(_, data) => update({ uuid: data.value })}
          />
        </Field>
        <Field label="State">
          <Input readOnly value={form.state} data-testid="group-state" />
        </Field>
        <Checkbox
          label="Productions (members see the Productions menu)"
          checked={form.productions}
          data-testid="group-productions"
          onChange={(_, data) => update({ productions: data.checked === true })}
        />
      </div>
      <div style={grid}>
        <ChoiceList
          label="Accounts"
          choices={choices.accounts}
          selected={form.accounts}
          onChange={(accounts) => update({ accounts })}
          testId="group-accounts"
        />
        <ChoiceList
          label="Source channels"
          choices={choices.source}
          selected={form.source}
          onChange={(source) => update({ source })}
          testId="group-source"
        />
        <ChoiceList
          label="Destination channels"
          choices={choices.destination}
          selected={form.destination}
          onChange={(destination) => update({ destination })}
          testId="group-destination"
        />
        <ChoiceList
          label="Content lists"
          choices={choices.cmsLists}
          selected={form.cmsLists}
          onChange={(cmsLists) => update({ cmsLists })}
          testId="group-cms-lists"
        />
        <ChoiceList
          label="List types"
          choices={choices.cmsListTypes}
          selected={form.cmsListTypes}
          onChange={(cmsListTypes) => update({ cmsListTypes })}
          testId="group-list-types"
        />
        <ChoiceList
          label="Settings"
          choices={choices.settings}
          selected={form.settings}
          onChange={(settings) => update({ settings })}
          testId="group-settings"
        />
        <Field label="Events (one uuid a line)">
          <Textarea
            rows={6}
            value={form.events}
            data-testid="group-events"
            onChange={(_, data) => update({ events: data.value })}
          />
        </Field>
      </div>
      <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend>Production roles on the group's channels</legend>
        {members.length === 0 && <span>Add accounts to give them production roles.</span>}
        <div style={grid}>
          {members.map((account) => (
            <Field key={account.key} label={account.label}>
              <Select
                value={form.roles[String(account.key)] ?? ''}
                data-testid="group-role"
                onChange={(_, data) => update({ roles: { ...form.roles, [String(account.key)]: data.value } })}
              >
                <option value="">No role</option>
                {groupRoleChoices.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
      </fieldset>
    </AdminEditorSheet>
  );
};
