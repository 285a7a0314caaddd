import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { memo, useState } from 'react';
import { InstanceCommands, InstancePanelQueries } from '../../application/instances';
import type { EncodersView } from '../../domain/instances';
import { useObservable, useService } from '../shared';
import { PanelSection } from './panel-section';
import { PanelTable } from './panel-table';
import { Sparkline } from './sparkline';

const useStyles = makeStyles({
  edit: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  input: { width: '110px' },
});

const initial: EncodersView = { encoders: [] };

/**
 * The bitrate edit: free text (spec 1 §5), sent as typed; the server judges it. A refused value stays in the
 * field with the toast saying it failed.
 */
// Memoized on the encoder's name: the live bitrate is the placeholder, so a new frame does not redraw the field.
const BitrateEdit = memo(function BitrateEdit({ id, name }: { id: number; name: string }): React.JSX.Element {
  const styles = useStyles();
  const commands = useService(InstanceCommands);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (): Promise<void> => {
    setBusy(true);
    const result = await commands.bitrate(id, name, value.trim());
    setBusy(false);
    if (result.outcome === 'ok') setValue('');
  };
  return (
    <form
      className={styles.edit}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Input
        className={styles.input}
        size="small"
        value={value}
        placeholder="kbps"
        onChange={(_, data) => setValue(data.value)}
        aria-label={`New bitrate of ${name}`}
        data-testid="bitrate-input"
      />
      <Button size="small" type="submit" disabled={busy || value.trim() === ''} data-testid="bitrate-set">
        Set
      </Button>
    </form>
  );
});

/** The Encoders tab: each encoder with its bitrate, format, history and (administrators) the bitrate edit. */
export const EncodersTab = ({ id, isAdmin }: { id: number; isAdmin: boolean }): React.JSX.Element => {
  const view = useObservable(useService(InstancePanelQueries).panel(id).encoders$, initial);
  const columns = ['Encoder', 'Bitrate', 'History', 'Format', ...(isAdmin ? ['New bitrate (kbps)'] : [])];
  return (
    <PanelSection title="Encoders" at={view.at} testId="instance-encoders">
      <PanelTable
        label="Encoders"
        columns={columns}
        empty="No encoders reported"
        rows={view.encoders.map((encoder) => ({
          key: encoder.name,
          testId: 'encoder-row',
          cells: [
            encoder.name,
            encoder.bitrate,
            <Sparkline key="history" id={id} series={encoder.series} label={`${encoder.name} bitrate history`} />,
            encoder.format,
            ...(isAdmin ? [<BitrateEdit key="edit" id={id} name={encoder.name} />] : []),
          ],
        }))}
      />
    </PanelSection>
  );
};
