import { Body1Strong, Button, Field, Select, Textarea } from '@fluentui/react-components';
import { useEffect, useEffectEvent, useState } from 'react';
import { skip } from 'rxjs';
import {
  ChannelsAdminQueries,
  withNotifier,
  withoutNotifier,
  type ChannelForm,
} from '../../application/channels-admin';
import { FormEngine } from '../../application/forms';
import type { FormField } from '../../domain/forms';
import { DynamicForm } from '../forms';
import { useObservable, useService } from '../shared';

/** The stored form data as an object (the channel form keeps it as JSON text); anything else reads as empty. */
const storedData = (text: string | undefined): Readonly<Record<string, unknown>> => {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/**
 * A notifier's form (the fields its external_notifier setting defines), filled like any dynamic form; every
 * change is written back as the notifier's form_data.
 */
const NotifierFields = ({
  name,
  fields,
  text,
  onChange,
}: {
  name: string;
  fields: readonly FormField[];
  text: string | undefined;
  onChange: (text: string) => void;
}): React.JSX.Element | null => {
  const engine = useService(FormEngine);
  const [form] = useState(() => engine.create(fields, storedData(text), { isAdmin: true }));
  const changed = useEffectEvent(() => onChange(JSON.stringify(form.output)));
  useEffect(() => {
    const subscription = form.view$.pipe(skip(1)).subscribe(() => changed());
    return () => {
      subscription.unsubscribe();
      form.dispose();
    };
  }, [form]);
  return <DynamicForm form={form} label={`${name}: notifier form`} />;
};

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
      {notifiers.map((notifier) => {
        const fields = choices?.notifiers.find((choice) => choice.key === notifier.id)?.fields ?? [];
        const write = (text: string): void => update({ notifierData: { ...form.notifierData, [notifier.id]: text } });
        return (
          <div
            key={notifier.id}
            style={{ display: 'flex', gap: 8, alignItems: 'end' }}
            data-testid="channel-notifier"
            data-notifier={notifier.id}
          >
            <div style={{ flex: '1 1 auto' }}>
              <Body1Strong as="h4">{notifier.name}</Body1Strong>
              {fields.length > 0 ? (
                <NotifierFields
                  name={notifier.name}
                  fields={fields}
                  text={form.notifierData[notifier.id]}
                  onChange={write}
                />
              ) : (
                // A setting without a form (or one whose fields this console does not know) keeps the raw data.
                <Field label="Form data (JSON)">
                  <Textarea
                    rows={3}
                    value={form.notifierData[notifier.id] ?? '{}'}
                    onChange={(_, data) => write(data.value)}
                  />
                </Field>
              )}
            </div>
            <Button onClick={() => update({ meta: withoutNotifier(form, notifier.id).meta })}>Remove</Button>
          </div>
        );
      })}
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
