import {
  Body1,
  Caption1,
  Field,
  Input,
  makeStyles,
  Select,
  Subtitle2,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { deviceCommandForm, ExternalDeviceCommands, type ExternalDeviceView } from '../../application/external-devices';
import type { ExternalDeviceKind } from '../../domain/instances';
import { ConfirmAction, useService } from '../shared';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  form: {
    display: 'grid',
    gridTemplateColumns: 'minmax(160px, 220px) minmax(220px, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    maxWidth: '960px',
  },
  send: { paddingTop: tokens.spacingVerticalXXL },
  args: { fontFamily: tokens.fontFamilyMonospace },
  last: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  refused: { color: tokens.colorPaletteRedForeground1 },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

const other = '__other__';

/**
 * Any command to the device (spec 1 §7.2 control `instance` send_command_to_external_device {command, args}):
 * the kind's known commands with their arguments to start from, or another by name. It asks before sending —
 * a command can take a programme off air — and the device's answer shows as its last command.
 */
export const DeviceCommandForm = ({
  kind,
  device,
}: {
  kind: ExternalDeviceKind;
  device: ExternalDeviceView;
}): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(ExternalDeviceCommands);
  const templates = deviceCommandForm.templates[kind];
  const [first = other] = Object.keys(templates);
  const [chosen, setChosen] = useState(first);
  const [name, setName] = useState('');
  const [argsText, setArgsText] = useState(templates[first] ?? '{}');
  const typed = deviceCommandForm.read(chosen === other ? name : chosen, argsText);
  const id = `device-${device.id}-command`;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid={`${id}-form`}>
      <Subtitle2 as="h3" id={`${id}-title`}>
        Send a command
      </Subtitle2>
      <div className={styles.form}>
        <div>
          <Field label="Command">
            <Select
              value={chosen}
              data-testid={`${id}-name`}
              onChange={(_, data) => {
                setChosen(data.value);
                setArgsText(templates[data.value] ?? '{}');
              }}
            >
              {Object.keys(templates).map((command) => (
                <option key={command} value={command}>
                  {command}
                </option>
              ))}
              <option value={other}>Another command…</option>
            </Select>
          </Field>
          {chosen === other && (
            <Field
              label="Command name"
              validationState={typed.kind === 'invalid' && typed.field === 'command' ? 'error' : 'none'}
              validationMessage={typed.kind === 'invalid' && typed.field === 'command' ? typed.message : undefined}
            >
              <Input value={name} onChange={(_, data) => setName(data.value)} data-testid={`${id}-other`} />
            </Field>
          )}
        </div>
        <Field
          label="Arguments (JSON object)"
          validationState={typed.kind === 'invalid' && typed.field === 'args' ? 'error' : 'none'}
          validationMessage={typed.kind === 'invalid' && typed.field === 'args' ? typed.message : undefined}
        >
          <Textarea
            className={styles.args}
            resize="vertical"
            value={argsText}
            onChange={(_, data) => setArgsText(data.value)}
            data-testid={`${id}-args`}
          />
        </Field>
        <div className={styles.send}>
          <ConfirmAction
            label="Send"
            ariaLabel={`Send the command to ${device.title}`}
            testId={`${id}-send`}
            appearance="primary"
            busyLabel="Sending"
            disabled={typed.kind === 'invalid'}
            prompt={() =>
              typed.kind === 'ok'
                ? {
                    question: 'Send command?',
                    details: (
                      <Body1 as="p">
                        {`${device.title} carries out `}
                        <span className={styles.code}>{`${typed.command} ${JSON.stringify(typed.args)}`}</span>
                        {' at once; it can change what goes on air.'}
                      </Body1>
                    ),
                    confirmLabel: 'Send',
                  }
                : undefined
            }
            onConfirm={() =>
              typed.kind === 'ok' ? commands.sendCommand(device.id, typed.command, typed.args) : undefined
            }
          />
        </div>
      </div>
      <LastCommand device={device} />
    </section>
  );
};

/** The last command the device reports it received, by whichever path, with its answer. */
const LastCommand = ({ device }: { device: ExternalDeviceView }): React.JSX.Element => {
  const styles = useStyles();
  const last = device.lastCommand;
  return (
    <div className={styles.last} data-testid={`device-${device.id}-last-command`} aria-live="polite">
      <Caption1>Last command:</Caption1>
      {last ? (
        <>
          <Caption1 className={styles.code}>{`${last.command} ${last.args}`}</Caption1>
          <Caption1>{last.at}</Caption1>
          <Caption1 className={last.outcome === 'refused' ? styles.refused : undefined}>
            {last.outcome === 'ok' ? `Done: ${last.message}` : `Refused: ${last.message}`}
          </Caption1>
        </>
      ) : (
        <Caption1>none since the device started</Caption1>
      )}
    </div>
  );
};
