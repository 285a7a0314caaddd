import { Badge, Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { useState } from 'react';
import {
  addOverride,
  blankOverrideDraft,
  ChannelsAdminQueries,
  formOutputState,
  overrideChoices,
  removeOverride,
  type ChannelForm,
  type OverrideDraft,
} from '../../application/channels-admin';
import type { OutputState, Override, OverrideKind } from '../../domain/channels';
import { useObservable, useService } from '../shared';

const kindLabels: Readonly<Record<OverrideKind, string>> = { headend: 'Head-end', srtla: 'SRT' };

const latencyLabel = (latency: number | undefined): string =>
  overrideChoices.latencies.find((choice) => choice.value === latency)?.label ?? `${latency ?? '–'} µs`;

/** 'Multiple active output detected!' as an error; otherwise the type and whether it is active (spec 2 §4). */
const OutputStateBadge = ({ state }: { state: OutputState }): React.JSX.Element =>
  state.type === 'multiple' ? (
    <MessageBar intent="error" data-testid="channel-output-state">
      <MessageBarBody>{state.message}</MessageBarBody>
    </MessageBar>
  ) : (
    <span data-testid="channel-output-state">
      Output state:{' '}
      <Badge appearance="tint" color={state.state === 'active' ? 'success' : 'informative'}>
        {state.type === 'none' ? 'none' : `${state.type} ${state.state}`}
      </Badge>
    </span>
  );

const OverrideRow = ({ override, now, onRemove }: { override: Override; now: number; onRemove: () => void }) => {
  const kind = overrideChoices.kindOf(override.type);
  return (
    <li data-testid="channel-override" style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <strong>{kindLabels[kind]}</strong>
      <span>{override.params.active ? 'active' : 'deactive'}</span>
      <span>
        {kind === 'headend'
          ? `device ${override.params.device ?? '–'}`
          : `latency ${latencyLabel(override.params.latency)}`}
      </span>
      <span>{override.duration} h</span>
      <span>
        Remaining <span data-testid="channel-override-remaining">{overrideChoices.remaining(override, now)}</span>
      </span>
      <Button size="small" onClick={onRemove} data-testid="channel-override-remove">
        Remove
      </Button>
    </li>
  );
};

/** The output state and the overrides with their remaining time, and a row to add one (spec 2 §3, §4, §5, §9). */
export const ChannelOverrides = ({
  form,
  update,
}: {
  form: ChannelForm;
  update: (fields: Partial<ChannelForm>) => void;
}): React.JSX.Element => {
  const queries = useService(ChannelsAdminQueries);
  const now = useObservable(queries.now$, queries.nowSeconds());
  const [draft, setDraft] = useState<OverrideDraft>(() => blankOverrideDraft());
  const [refusal, setRefusal] = useState<string>();
  const change = (fields: Partial<OverrideDraft>): void => setDraft((current) => ({ ...current, ...fields }));
  const add = (): void => {
    const plan = addOverride(form, draft, queries.nowSeconds());
    if (plan.kind === 'refused') return setRefusal(plan.message);
    setRefusal(undefined);
    update({ overrides: plan.form.overrides });
  };
  return (
    <>
      <OutputStateBadge state={formOutputState(form, now)} />
      <ul style={{ margin: 0, paddingLeft: 16 }} aria-label="Overrides">
        {form.overrides.length === 0 && <li>No override applies.</li>}
        {form.overrides.map((override, index) => (
          <OverrideRow
            key={`${override.id}-${override.start_time}`}
            override={override}
            now={now}
            onRemove={() => update({ overrides: removeOverride(form, index).overrides })}
          />
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}>
        <Field label="Override">
          <Select
            value={draft.kind}
            data-testid="override-kind"
            onChange={(_, d) => change({ kind: d.value as OverrideKind })}
          >
            <option value="srtla">SRT</option>
            <option value="headend">Head-end</option>
          </Select>
        </Field>
        {draft.kind === 'headend' ? (
          <Field label="Device">
            <Input
              value={draft.device}
              data-testid="override-device"
              onChange={(_, d) => change({ device: d.value })}
            />
          </Field>
        ) : (
          <Field label="Latency">
            <Select
              value={String(draft.latency)}
              data-testid="override-latency"
              onChange={(_, d) => change({ latency: Number(d.value) })}
            >
              {overrideChoices.latencies.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={`Duration (hours, ${overrideChoices.minHours}–${overrideChoices.maxHours})`}>
          <Input
            type="number"
            min={overrideChoices.minHours}
            max={overrideChoices.maxHours}
            value={draft.hours}
            data-testid="override-hours"
            onChange={(_, d) => change({ hours: d.value })}
          />
        </Field>
        <Checkbox
          label="Active"
          checked={draft.active}
          data-testid="override-active"
          onChange={(_, d) => change({ active: d.checked === true })}
        />
        <Button onClick={add} data-testid="override-add">
          Add override
        </Button>
      </div>
      {refusal && (
        <MessageBar intent="warning" data-testid="override-refusal">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
};
