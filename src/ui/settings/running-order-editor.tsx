import { Button, Field, Input, MessageBar, MessageBarBody, Select, Text } from '@fluentui/react-components';
import { useState } from 'react';
import {
  blankRunningOrderForm,
  changedItem,
  newRunningOrderItem,
  runningOrderChoices,
  runningOrderFormOf,
  runningOrderProblems,
  runningOrderSavePlan,
  SettingsAreaCommands,
  SettingsAreaQueries,
  type RunningOrderForm,
} from '../../application/settings';
import type { RunningOrderAction, RunningOrderInput, RunningOrderItem } from '../../domain/running-orders';
import { AdminEditorSheet, useRecordDraft } from '../admin-kit';
import { Loading, useService, useQuery } from '../shared';
import { SettingsRecordRoute } from './settings-record-route';

const base = '/settings/running_orders';

/** /settings/running_orders/new and edit/:id (spec 3 §3, §5) in the kit's sheet. */
export const RunningOrderEditorRoute = (): React.JSX.Element => (
  <SettingsRecordRoute
    table="running_orders"
    noun="running order"
    base={base}
    testId="running-order-editor"
    editor={(id) => <RunningOrderEditor key={id ?? 'new'} id={id} />}
  />
);

const ItemRow = ({
  item,
  index,
  onChange,
  onRemove,
}: {
  item: RunningOrderItem;
  index: number;
  onChange: (item: RunningOrderItem) => void;
  onRemove: () => void;
}): React.JSX.Element => (
  <div
    role="group"
    aria-label={`Step ${index + 1}`}
    style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}
    data-testid="running-order-item"
  >
    <Text weight="semibold" style={{ minWidth: 56 }}>{`Step ${index + 1}`}</Text>
    <Field label="Action">
      <Select
        value={item.action}
        data-testid="running-order-action"
        onChange={(_, data) => onChange(changedItem(item, { action: data.value as RunningOrderAction }))}
      >
        {runningOrderChoices.actions.map((action) => (
          <option key={action}>{action}</option>
        ))}
      </Select>
    </Field>
    <Field label="Type">
      <Select
        value={item.type ?? ''}
        data-testid="running-order-type"
        onChange={(_, data) => onChange(changedItem(item, { type: data.value }))}
      >
        {runningOrderChoices.types[item.action].map((type) => (
          <option key={type}>{type}</option>
        ))}
      </Select>
    </Field>
    {runningOrderChoices.usesDuration(item.action, item.type) && (
      <Field label="Duration (ms)">
        <Input
          type="number"
          min={0}
          value={item.duration === undefined ? '' : String(item.duration)}
          data-testid="running-order-duration"
          onChange={(_, data) =>
            onChange({ ...item, ...(data.value === '' ? { duration: undefined } : { duration: Number(data.value) }) })
          }
        />
      </Field>
    )}
    <Field label="Input">
      <Select
        value={item.input ?? ''}
        data-testid="running-order-input"
        onChange={(_, data) =>
          onChange(
            data.value === ''
              ? changedItem({ ...item, input: undefined }, {})
              : changedItem(item, { input: data.value as RunningOrderInput }),
          )
        }
      >
        <option value="">none</option>
        {runningOrderChoices.inputs.map((input) => (
          <option key={input}>{input}</option>
        ))}
      </Select>
    </Field>
    <Field label="Uri">
      <Input value={item.uri ?? ''} onChange={(_, data) => onChange({ ...item, uri: data.value })} />
    </Field>
    <Button aria-label={`Remove step ${index + 1}`} onClick={onRemove}>
      Remove
    </Button>
  </div>
);

const RunningOrderEditor = ({ id }: { id: number | undefined }): React.JSX.Element => {
  const queries = useService(SettingsAreaQueries);
  const commands = useService(SettingsAreaCommands);
  const stored = useQuery(() => queries.runningOrder$(id ?? -1), [queries, id], undefined);
  const [form, change, conflict] = useRecordDraft(stored, id === undefined, runningOrderFormOf, blankRunningOrderForm);
  const [refusal, setRefusal] = useState<string>();
  if (!form) return <Loading label="Loading the running order…" />;
  const update = (fields: Partial<RunningOrderForm>): void => change((current) => ({ ...current, ...fields }));
  const setItem = (index: number, item: RunningOrderItem): void =>
    update({ items: form.items.map((current, at) => (at === index ? item : current)) });
  const save = () => {
    const plan = runningOrderSavePlan(form, id);
    if (plan.kind === 'refused') {
      setRefusal(plan.message);
      return undefined;
    }
    setRefusal(undefined);
    return commands.saveRunningOrder(plan.draft, conflict.version);
  };
  const problems = runningOrderProblems(form);
  return (
    <AdminEditorSheet
      title={id === undefined ? 'New running order' : `Running order ${stored?.name ?? id}`}
      editing="running_orders"
      conflict={conflict}
      closeTo={base}
      editPath={(saved) => `${base}/edit/${saved}`}
      {...(id !== undefined ? { recordId: id } : {})}
      save={save}
      testId="running-order-editor"
    >
      {(refusal ?? problems[0]) && (
        <MessageBar intent="warning" data-testid="running-order-refusal">
          <MessageBarBody>{refusal ?? problems.join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      <Field label="Name" required>
        <Input
          value={form.name}
          data-testid="running-order-name"
          onChange={(_, data) => update({ name: data.value })}
        />
      </Field>
      {form.items.length === 0 && <Text>No steps yet: add the first one.</Text>}
      {form.items.map((item, index) => (
        <ItemRow
          key={index}
          item={item}
          index={index}
          onChange={(next) => setItem(index, next)}
          onRemove={() => update({ items: form.items.filter((_, at) => at !== index) })}
        />
      ))}
      <div>
        <Button
          data-testid="running-order-add-item"
          onClick={() => update({ items: [...form.items, newRunningOrderItem()] })}
        >
          Add step
        </Button>
      </div>
    </AdminEditorSheet>
  );
};
