import { Field, Input, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  blankChannelGroupForm,
  channelGroupFormOf,
  channelGroupSavePlan,
  ChannelsAdminCommands,
  ChannelsAdminQueries,
  type ChannelGroupForm,
} from '../../application/channels-admin';
import type { ChannelGroup, ChannelGroupLookup, ChannelGroupType } from '../../domain/channels';
import type { ArchiveState } from '../../domain/groups';
import { AdminEditorSheet, NoSuchRecord, useRecordDraft } from '../admin-kit';
import { Loading, useObservable, useService, useQuery } from '../shared';
import { ChannelsTabGuard } from './channels-tab-guard';
import { MembershipList } from './channel-memberships';
import { formGrid } from './form-grid';

const grid = formGrid(260);

const texts: Readonly<Record<ChannelGroupType, { base: string; noun: string }>> = {
  access: { base: '/channels/access_groups', noun: 'access group' },
  template: { base: '/channels/configuration_presets', noun: 'configuration preset' },
};

const loading: ChannelGroupLookup = { status: 'loading' };

/**
 * The route's group of its own kind only (spec 3 §2.3): a new one, the editor once the group is found, or a
 * plain "there is no such access group" for an id of the other kind or of none.
 */
const ChannelGroupRoute = ({ routeId, type }: { routeId: string | undefined; type: ChannelGroupType }) => {
  const queries = useService(ChannelsAdminQueries);
  const lookup = useQuery(() => queries.group$(type, routeId ?? ''), [queries, type, routeId], loading);
  if (routeId === undefined) return <ChannelGroupEditor id={undefined} stored={undefined} type={type} />;
  if (lookup.status === 'loading') return <Loading label={`Loading the ${texts[type].noun}…`} />;
  if (lookup.status === 'missing')
    return (
      <NoSuchRecord
        message={lookup.message}
        noun={texts[type].noun}
        closeTo={`${texts[type].base}/list`}
        testId="channel-group-editor"
      />
    );
  return <ChannelGroupEditor id={lookup.group.id} stored={lookup.group} type={type} />;
};

/** An access group or configuration preset (spec 3 §3 Channel group): its channels with expiry (default -1). */
const ChannelGroupEditor = ({
  id,
  stored,
  type,
}: {
  id: number | undefined;
  stored: ChannelGroup | undefined;
  type: ChannelGroupType;
}) => {
  const queries = useService(ChannelsAdminQueries);
  const commands = useService(ChannelsAdminCommands);
  // Joined only for a group found of the route's kind, so a wrong id never asks for the other kind's channels.
  useEffect(() => (id === undefined ? undefined : commands.watchGroup(id)), [commands, id]);
  const choices = useObservable(queries.choices$, undefined);
  const [form, change, conflict] = useRecordDraft(
    stored?.channels === undefined ? undefined : stored,
    id === undefined,
    channelGroupFormOf,
    blankChannelGroupForm(type),
  );
  const [refusal, setRefusal] = useState<string>();
  if (!form || !choices) return <Loading label={`Loading the ${texts[type].noun}…`} />;
  const update = (fields: Partial<ChannelGroupForm>): void => change((current) => ({ ...current, ...fields }));
  const save = (state: ArchiveState = form.state) => {
    const plan = channelGroupSavePlan({ ...form, state }, id);
    if (plan.kind === 'refused') {
      setRefusal(plan.message);
      return undefined;
    }
    setRefusal(undefined);
    return commands.saveGroup(plan.group, conflict.version).then((outcome) => {
      if (outcome.ok) update({ state });
      return outcome;
    });
  };
  const { base, noun } = texts[type];
  return (
    <AdminEditorSheet
      title={id === undefined ? `New ${noun}` : `${noun[0]?.toUpperCase()}${noun.slice(1)} ${stored?.title ?? id}`}
      editing="channel_groups"
      closeTo={`${base}/list`}
      editPath={(saved) => `${base}/edit/${saved}`}
      {...(id !== undefined ? { recordId: id } : {})}
      conflict={conflict}
      save={() => save()}
      archive={{ state: form.state, save: (state) => save(state) ?? Promise.resolve({ ok: false, reason: 'invalid' }) }}
      testId="channel-group-editor"
    >
      {refusal && (
        <MessageBar intent="warning" data-testid="channel-group-refusal">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      <div style={grid}>
        <Field label="Title">
          <Input value={form.title} data-testid="group-title" onChange={(_, d) => update({ title: d.value })} />
        </Field>
        <Field label="Name" required>
          <Input value={form.name} data-testid="group-name" onChange={(_, d) => update({ name: d.value })} />
        </Field>
        <Field label="State">
          <Input readOnly value={form.state} data-testid="group-state" />
        </Field>
        {type === 'template' && (
          <Field label="Weight (applied in ascending order)">
            <Input value={form.weight} data-testid="group-weight" onChange={(_, d) => update({ weight: d.value })} />
          </Field>
        )}
      </div>
      <div style={grid}>
        <MembershipList
          label="Channels"
          choices={choices.channels}
          members={form.channels}
          zone={queries.zone}
          onChange={(channels) => update({ channels })}
          testId="group-channels"
        />
        {type === 'template' && (
          <Field label="Configuration (JSON)">
            <Textarea
              rows={8}
              value={form.configuration}
              style={{ fontFamily: 'monospace' }}
              data-testid="group-configuration"
              onChange={(_, d) => update({ configuration: d.value })}
            />
          </Field>
        )}
      </div>
    </AdminEditorSheet>
  );
};

export const AccessGroupEditorRoute = (): React.JSX.Element => {
  const { id } = useParams();
  return (
    <ChannelsTabGuard tab="access_groups">
      <ChannelGroupRoute key={id ?? 'new'} routeId={id} type="access" />
    </ChannelsTabGuard>
  );
};

export const PresetEditorRoute = (): React.JSX.Element => {
  const { id } = useParams();
  return (
    <ChannelsTabGuard tab="configuration_presets">
      <ChannelGroupRoute key={id ?? 'new'} routeId={id} type="template" />
    </ChannelsTabGuard>
  );
};
