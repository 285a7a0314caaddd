import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import {
  DrillCommands,
  drillFaultLabels,
  drillFaultOptions,
  drillSecondsHint,
  drillStartPlan,
  initialDrillForm,
  type DrillChannel,
  type DrillForm as DrillFormState,
} from '../../application/drills';
import type { DrillFault } from '../../domain/drills';
import { useService } from '../shared';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalL },
  // Level with the inputs, under the fields' labels (a label line and the field's gap).
  start: { marginTop: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalSNudge})` },
  channel: { minWidth: '260px' },
  fault: { minWidth: '240px' },
  seconds: { width: '180px' },
  // Fluent's Input has a minimum width of its own; here it fills the field, so Start keeps the form's gap.
  secondsInput: { minWidth: 0, width: '100%' },
});

/**
 * The Drill panel's form: a channel, a fault and how long, then Start. Start stays off until the form makes a
 * payload the server takes, and the field that is wrong says why; the server's refusal comes as a toast.
 */
export const DrillForm = ({ channels }: { readonly channels: readonly DrillChannel[] }): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(DrillCommands);
  const [form, setForm] = useState<DrillFormState>(initialDrillForm);
  const [sending, setSending] = useState(false);
  const plan = drillStartPlan(form);
  const secondsWrong = !plan.ok && plan.problem === drillSecondsHint;
  const channelLabel = channels.find((channel) => channel.uuid === form.channelUuid)?.label ?? '';
  const start = async (): Promise<void> => {
    if (!plan.ok) return;
    setSending(true);
    try {
      await commands.start(plan.start);
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className={styles.form}
      aria-label="Start a drill"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <Field label="Channel" className={styles.channel}>
        <Dropdown
          placeholder="Choose a channel"
          value={channelLabel}
          selectedOptions={form.channelUuid ? [form.channelUuid] : []}
          onOptionSelect={(_event, data) => setForm({ ...form, channelUuid: data.optionValue })}
          data-testid="drill-channel"
        >
          {channels.map((channel) => (
            <Option key={channel.uuid} value={channel.uuid} data-testid="drill-channel-option">
              {channel.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Fault" className={styles.fault}>
        <Dropdown
          value={form.fault ? drillFaultLabels[form.fault] : ''}
          selectedOptions={form.fault ? [form.fault] : []}
          onOptionSelect={(_event, data) => setForm({ ...form, fault: data.optionValue as DrillFault | undefined })}
          data-testid="drill-fault"
        >
          {drillFaultOptions.map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field
        label="Seconds"
        className={styles.seconds}
        validationState={secondsWrong ? 'error' : 'none'}
        validationMessage={secondsWrong ? drillSecondsHint : undefined}
        hint={secondsWrong ? undefined : drillSecondsHint}
      >
        <Input
          className={styles.secondsInput}
          inputMode="numeric"
          value={form.seconds}
          onChange={(_event, data) => setForm({ ...form, seconds: data.value })}
          data-testid="drill-seconds"
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        icon={<PlayRegular />}
        disabled={!plan.ok || sending}
        title={plan.ok ? undefined : plan.problem}
        className={styles.start}
        data-testid="drill-start"
      >
        Start
      </Button>
    </form>
  );
};
