import { Button, Field, Input, Link, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { instanceTypeChoices, InstancesAdminQueries, type InstanceForm } from '../../application/instances';
import type { InstanceType } from '../../domain/instances';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
  wide: { minWidth: '320px', flexGrow: 1 },
  link: { wordBreak: 'break-all' },
});

/** The streaming-app link with the instance's token (spec 2 §2, spec 3 §2.3), shown on request. */
const StreamingAppLink = ({ token }: { token: string }): React.JSX.Element | null => {
  const styles = useStyles();
  const queries = useService(InstancesAdminQueries);
  const [shown, setShown] = useState(false);
  if (token === '') return null;
  const link = queries.streamingAppLink(token);
  return (
    <div className={styles.row}>
      <Button size="small" onClick={() => setShown(!shown)} data-testid="instance-app-link-toggle">
        {shown ? 'Hide streaming-app link' : 'Show streaming-app link'}
      </Button>
      {shown && (
        <Link href={link} className={styles.link} data-testid="instance-app-link">
          {link}
        </Link>
      )}
    </div>
  );
};

/** Type, Title, Channel and Token (spec 2 §2), and the address the GUI and SSH open. */
export const InstanceFormFields = ({
  form,
  onChange,
}: {
  form: InstanceForm;
  onChange: (change: Partial<InstanceForm>) => void;
}): React.JSX.Element => {
  const styles = useStyles();
  const channels = useObservable(useService(InstancesAdminQueries).channelChoices$, []);
  const known = form.channel === '' || channels.some((choice) => choice.uuid === form.channel);
  return (
    <>
      <div className={styles.row}>
        <Field label="Type" required>
          <Select
            value={form.type}
            onChange={(_, data) => onChange({ type: data.value as InstanceType })}
            data-testid="instance-type"
          >
            {instanceTypeChoices.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </Select>
        </Field>
        <Field label="Title" required className={styles.wide}>
          <Input value={form.title} onChange={(_, data) => onChange({ title: data.value })} name="title" />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label="Channel" className={styles.wide}>
          <Select
            value={form.channel}
            onChange={(_, data) => onChange({ channel: data.value })}
            data-testid="instance-channel"
          >
            <option value="">No channel</option>
            {!known && <option value={form.channel}>{form.channel}</option>}
            {channels.map((choice) => (
              <option key={choice.uuid} value={choice.uuid}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Ip">
          <Input value={form.ip} onChange={(_, data) => onChange({ ip: data.value })} name="ip" />
        </Field>
      </div>
      <Field label="Token" hint="Left empty, a new instance gets one from the server; an existing one keeps its own.">
        <Input value={form.token} onChange={(_, data) => onChange({ token: data.value })} name="token" />
      </Field>
      <StreamingAppLink token={form.token} />
    </>
  );
};
