import {
  Body1,
  Field,
  Select,
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
          <Select
            value={device.videoOutputMode ?? ''}
            data-testid="video-output-mode"
            onChange={(_, data) => void commands.changeSetting(device.id, 'video', 'output_mode', data.value)}
          >
            {device.videoOutputMode === undefined && <option value="">—</option>}
            {externalDeviceChoices.videoOutputModes.map((mode) => (
              <option key={mode}>{mode}</option>
            ))}
          </Select>
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
                <Select
                  aria-label={`Input for ${row.output}`}
                  value={row.input ?? ''}
                  onChange={(_, data) => void commands.changeSetting(device.id, 'audio', row.output, data.value)}
                >
                  {row.input === undefined && <option value="">—</option>}
                  {externalDeviceChoices.audioInputs.map((input) => (
                    <option key={input}>{input}</option>
                  ))}
                </Select>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
