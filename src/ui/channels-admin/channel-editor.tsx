import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { of } from 'rxjs';
import {
  blankChannelForm,
  channelFormOf,
  channelSavePlan,
  ChannelsAdminCommands,
  ChannelsAdminQueries,
  type ChannelForm,
} from '../../application/channels-admin';
import type { ChannelEditorRights, ChannelType } from '../../domain/channels';
import type { ArchiveState } from '../../domain/groups';
import { AdminEditorSheet, useRecordDraft } from '../admin-kit';
import { Loading, useObservable, useService, useQuery } from '../shared';
import { ChannelAdminFields } from './channel-admin-fields';
import { ChannelInstanceTab } from './channel-instance-tab';
import { ChannelMainFields } from './channel-main-fields';

export interface ChannelEditorProps {
  /** Undefined for a new channel. */
  readonly uuid: string | undefined;
  /** The type a new channel starts with (the list it was added from). */
  readonly type: ChannelType;
  readonly closeTo: string;
  /** The edit route of a saved new channel. */
  readonly editPath: (uuid: string) => string;
}

/**
 * The channel editor (spec 2 §2, §3, §6): tab Channel with every field of the channel (admin fields for
 * administrators, the 'Is admin channel' flag for developers) and tab Instance (edit-only, admin-only);
 * Archive / Unarchive when editing. A save that fails keeps the form as typed.
 */
export const ChannelEditor = ({ uuid, type, closeTo, editPath }: ChannelEditorProps): React.JSX.Element => {
  const queries = useService(ChannelsAdminQueries);
  const commands = useService(ChannelsAdminCommands);
  useEffect(() => (uuid === undefined ? undefined : commands.watchChannel(uuid)), [commands, uuid]);
  const stored = useQuery(
    () => (uuid === undefined ? of(undefined) : queries.storedChannel$(uuid)),
    [queries, uuid],
    undefined,
  );
  const rights = useObservable(queries.rights$, undefined);
  const [form, change, conflict] = useRecordDraft(stored, uuid === undefined, channelFormOf(queries.nowSeconds()), () =>
    blankChannelForm(type),
  );
  const [newUuid] = useState(() => commands.newChannelUuid());
  const [refusal, setRefusal] = useState<string>();
  if (!form || !rights) return <Loading label="Loading the channel…" />;
  const update = (fields: Partial<ChannelForm>): void => change((current) => ({ ...current, ...fields }));
  const save = (state: ArchiveState = form.state) => {
    const plan = channelSavePlan({ ...form, state }, { rights, newUuid, ...(uuid !== undefined ? { uuid } : {}) });
    if (plan.kind === 'refused') {
      setRefusal(plan.message);
      return undefined;
    }
    setRefusal(undefined);
    return commands.saveChannel(plan, uuid === undefined, conflict.version).then((outcome) => {
      if (outcome.ok) update({ state });
      return outcome;
    });
  };
  const title = uuid === undefined ? `New ${form.type} channel` : `Channel ${stored?.channel.title ?? uuid}`;
  return (
    <AdminEditorSheet<string>
      title={title}
      editing="channels"
      conflict={conflict}
      closeTo={closeTo}
      editPath={editPath}
      {...(uuid !== undefined ? { recordId: uuid } : {})}
      save={() => save()}
      archive={{ state: form.state, save: (state) => save(state) ?? Promise.resolve({ ok: false, reason: 'invalid' }) }}
      mainTab="Channel"
      moreTabs={instanceTab(rights, uuid)}
      testId="channel-editor"
    >
      {refusal && (
        <MessageBar intent="warning" data-testid="channel-refusal">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      <ChannelMainFields form={form} rights={rights} uuid={uuid} update={update} />
      {rights.admin && <ChannelAdminFields form={form} rights={rights} uuid={uuid} update={update} />}
    </AdminEditorSheet>
  );
};

/** "Instance is edit-only and admin-only" (spec 2 §2): non-administrators do not get the tab at all. */
const instanceTab = (rights: ChannelEditorRights, uuid: string | undefined) =>
  rights.admin
    ? [
        {
          value: 'instance',
          label: 'Instance',
          availability: 'edit' as const,
          render: () => (uuid === undefined ? null : <ChannelInstanceTab uuid={uuid} />),
        },
      ]
    : [];
