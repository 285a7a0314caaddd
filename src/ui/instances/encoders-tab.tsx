import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { memo, useMemo, useState } from 'react';
import { InstanceCommands, InstancePanelQueries } from '../../application/instances';
import type { EncodersView } from '../../domain/instances';
import { useGatedShape, useService } from '../shared';
import { PanelSection } from './panel-section';
import { PanelTable, type PanelColumn } from './panel-table';
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

type Encoder = EncodersView['encoders'][number];

/** Drawn with React: which encoders there are. */
const encodersShape = (view: EncodersView): string => view.encoders.map((encoder) => encoder.name).join('\n');
const encoders = (view: EncodersView): readonly Encoder[] => view.encoders;
const encodersAt = (view: EncodersView): number | undefined => view.at;

const columnsFor = (id: number, isAdmin: boolean): readonly PanelColumn<Encoder>[] => [
  { header: 'Encoder', text: (encoder) => encoder.name },
  { header: 'Bitrate', text: (encoder) => encoder.bitrate, figure: '11ch' },
  {
    header: 'History',
    render: (encoder) => <Sparkline id={id} series={encoder.series} label={`${encoder.name} bitrate history`} />,
  },
  { header: 'Format', text: (encoder) => encoder.format },
  ...(isAdmin
    ? [{ header: 'New bitrate (kbps)', render: (encoder: Encoder) => <BitrateEdit id={id} name={encoder.name} /> }]
    : []),
];

/** The Encoders tab: each encoder with its bitrate, format, history and (administrators) the bitrate edit. */
export const EncodersTab = ({ id, isAdmin }: { id: number; isAdmin: boolean }): React.JSX.Element => {
  const encoders$ = useService(InstancePanelQueries).panel(id).encoders$;
  const { value: view, live } = useGatedShape(encoders$, encodersShape, initial);
  const columns = useMemo(() => columnsFor(id, isAdmin), [id, isAdmin]);
  return (
    <PanelSection title="Encoders" source$={encoders$} at={encodersAt} testId="instance-encoders" live={live}>
      <PanelTable
        label="Encoders"
        columns={columns}
        source$={encoders$}
        rows={encoders}
        shown={view.encoders}
        rowKey={(encoder) => encoder.name}
        rowTestId="encoder-row"
        empty="No encoders reported"
      />
    </PanelSection>
  );
};
