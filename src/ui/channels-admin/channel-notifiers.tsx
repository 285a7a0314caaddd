import { Button, Field, Select, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import {
  ChannelsAdminQueries,
  withNotifier,
  withoutNotifier,
  type ChannelForm,
} from '../../application/channels-admin';
import { useObservable, useService } from '../shared';

/** Notifiers bound to the channel (admin, spec 2 §3, §6): an external_notifier setting and its form data. */
export const ChannelNotifiers = ({
  form,
  update,
}: {
  form: ChannelForm;
  update: (fields: Partial<ChannelForm>) => void;
}): React.JSX.Element => {
  const choices = useObservable(useService(ChannelsAdminQueries).choices$, undefined);
  const [picked, setPicked] = useState('');
  const notifiers = form.meta.notifiers ?? [];
  const available = (choices?.notifiers ?? []).filter((choice) => !notifiers.some((n) => n.id === choice.key));
  const add = (): void => {
    const choice = available.find((candidate) => String(candidate.key) === picked);
    if (!choice) return;
    const next = withNotifier(form, { id: choice.key, name: choice.label });
    update({ meta: next.meta, notifierData: next.notifierData });
    setPicked('');
  };
  return (
    <>
      {notifiers.length === 0 && <span>No notifier.</span>}
      {notifiers.map((notifier) => (
        <div key={notifier.id} style={{ display: 'flex', gap: 8, alignItems: 'end' }} data-testid="channel-notifier">
          <Field label={`${notifier.name}: form data (JSON)`} style={{ flex: '1 1 auto' }}>
            <Textarea
              rows={3}
              value={form.notifierData[notifier.id] ?? '{}'}
              onChange={(_, data) => update({ notifierData: { ...form.notifierData, [notifier.id]: data.value } })}
            />
          </Field>
          <Button onClick={() => update({ meta: withoutNotifier(form, notifier.id).meta })}>Remove</Button>
        </div>
      ))}
      <div style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
        <Field label="Add notifier">
          <Select value={picked} data-testid="channel-notifier-pick" onChange={(_, data) => setPicked(data.value)}>
            <option value="">{available.length === 0 ? 'No notifier setting left' : 'Choose…'}</option>
            {available.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
        <Button disabled={picked === ''} onClick={add} data-testid="channel-notifier-add">
          Add
        </Button>
      </div>
    </>
  );
};
