import {
  Body1,
  Field,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  externalDeviceChoices,
  ExternalDeviceCommands,
  type ExternalDeviceView,
} from '../../application/external-devices';
import { useService } from '../shared';
import { ConfirmedSelect } from './confirmed-select';

const useStyles = makeStyles({
  modes: { display: 'flex', gap: tokens.spacingHorizontalXXL, alignItems: 'end', flexWrap: 'wrap' },
});

/** The converter (spec 3 §9): video output mode 1080p50 / 1080i50 and audio routing AudioIn1–8 → AudioOut0–7. */
export const ConverterSettings = ({ device }: { device: ExternalDeviceView }): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(ExternalDeviceCommands);
  return (
    <>
      <div className={styles.modes}>
        <Field label="Video input mode">
          <Body1 data-testid="video-input-mode">{device.videoInputMode ?? '—'}</Body1>
        </Field>
        <Field label="Video output mode">
          <ConfirmedSelect
            value={device.videoOutputMode}
            options={externalDeviceChoices.videoOutputModes.map((mode) => ({ value: mode, label: mode }))}
            ariaLabel="Video output mode"
            testId="video-output-mode"
            busyLabel="Changing the video output mode"
            prompt={(mode) => ({
              question: 'Change video output mode?',
              details: `${device.title}: the output switches from ${device.videoOutputMode ?? '—'} to ${mode}; what it feeds must take ${mode}, or the picture goes.`,
              confirmLabel: 'Change mode',
            })}
            onConfirm={(mode) => commands.changeSetting(device.id, 'video', 'output_mode', mode)}
          />
        </Field>
      </div>
      <Table size="small" aria-label={`${device.title} audio routing`} style={{ maxWidth: 520 }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Audio output</TableHeaderCell>
            <TableHeaderCell>Audio input</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {device.audioRouting.map((row) => (
            <TableRow key={row.output}>
              <TableCell>{row.output}</TableCell>
              <TableCell>
                <ConfirmedSelect
                  value={row.input}
                  options={externalDeviceChoices.audioInputs.map((input) => ({ value: input, label: input }))}
                  ariaLabel={`Input for ${row.output}`}
                  testId={`audio-${row.output}`}
                  busyLabel="Changing the audio route"
                  prompt={(input) => ({
                    question: 'Change audio route?',
                    details: `${device.title}: ${row.output} switches from ${row.input ?? '—'} to ${input}; what goes out on it changes at once.`,
                    confirmLabel: 'Change audio route',
                  })}
                  onConfirm={(input) => commands.changeSetting(device.id, 'audio', row.output, input)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
