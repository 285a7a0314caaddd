import { Badge, Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { memo, useState } from 'react';
import { InstanceCommands, InstancePanelQueries } from '../../application/instances';
import type { NetworksView } from '../../domain/instances';
import { useGatedShape, useService } from '../shared';
import { PanelSection } from './panel-section';
import { PanelTable, type PanelColumn } from './panel-table';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
});

const initial: NetworksView = { interfaces: [], measurements: [] };

type Interface = NetworksView['interfaces'][number];
type Measurement = NetworksView['measurements'][number];

/** Drawn with React: the interfaces (and which is up, highlighted, the default) and the monitors' rows. */
const networksShape = (view: NetworksView): string =>
  JSON.stringify([
    view.interfaces.map((face) => [face.name, face.highlighted, face.isDefault, face.up]),
    view.measurements.map((row) => `${row.monitor}:${row.interface}`),
  ]);

const interfaces = (view: NetworksView): readonly Interface[] => view.interfaces;
const measurements = (view: NetworksView): readonly Measurement[] => view.measurements;
const interfacesAt = (view: NetworksView): number | undefined => view.interfacesAt;
const measurementsAt = (view: NetworksView): number | undefined => view.measurementsAt;

const interfaceColumns: readonly PanelColumn<Interface>[] = [
  {
    header: 'Name',
    render: (face) => (
      <>
        {face.name}{' '}
        {face.isDefault && (
          <Badge size="small" appearance="tint">
            default
          </Badge>
        )}
      </>
    ),
  },
  { header: 'Type', text: (face) => face.type },
  { header: 'Ip', text: (face) => face.ip },
  { header: 'State', text: (face) => (face.up ? 'up' : 'down') },
  { header: 'Rx', text: (face) => face.rx, figure: '12ch' },
  { header: 'Tx', text: (face) => face.tx, figure: '12ch' },
  { header: 'Network', text: (face) => face.network },
  { header: 'Signal', text: (face) => face.signal, figure: '6ch' },
];

const measurementColumns: readonly PanelColumn<Measurement>[] = [
  { header: 'Monitor', text: (row) => row.monitor },
  { header: 'Interface', text: (row) => row.interface },
  { header: 'RTT', text: (row) => row.rtt, figure: '8ch' },
  { header: 'Bandwidth', text: (row) => row.bandwidth, figure: '11ch' },
  { header: 'Packet loss', text: (row) => row.packetLoss, figure: '7ch' },
];

/**
 * The default network interface (spec 1 §2.7), for administrators: one of the interfaces that are up. Memoized
 * on the names: the rates move every frame, the choice does not.
 */
const DefaultInterface = memo(function DefaultInterface({
  id,
  names,
  current,
}: {
  id: number;
  /** The interfaces that are up, joined by spaces (a string, so the memo compares by value). */
  names: string;
  current: string | undefined;
}): React.JSX.Element {
  const styles = useStyles();
  const commands = useService(InstanceCommands);
  const [picked, setPicked] = useState<string>();
  const choice = picked ?? current ?? '';
  return (
    <div className={styles.line}>
      <Field label="Default interface">
        <Dropdown
          value={choice}
          selectedOptions={choice ? [choice] : []}
          onOptionSelect={(_, data) => setPicked(data.optionValue)}
          data-testid="default-interface"
        >
          {names
            .split(' ')
            .filter((name) => name !== '')
            .map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
        </Dropdown>
      </Field>
      <Button
        disabled={choice === '' || choice === current}
        onClick={() => void commands.defaultInterface(id, choice).then(() => setPicked(undefined))}
        data-testid="default-interface-set"
      >
        Set default
      </Button>
    </div>
  );
});

/** The Networks tab: interfaces (wifi, wired, cellular; tun0 highlighted) and network-monitor data. */
export const NetworksTab = ({ id, isAdmin }: { id: number; isAdmin: boolean }): React.JSX.Element => {
  const styles = useStyles();
  const networks$ = useService(InstancePanelQueries).panel(id).networks$;
  const { value: view, live } = useGatedShape(networks$, networksShape, initial);
  return (
    <div ref={live.ref} className={styles.column} data-testid="instance-networks">
      <PanelSection title="Interfaces" source$={networks$} at={interfacesAt} testId="instance-interfaces">
        <PanelTable
          label="Network interfaces"
          columns={interfaceColumns}
          source$={networks$}
          rows={interfaces}
          shown={view.interfaces}
          rowKey={(face) => face.name}
          highlighted={(face) => face.highlighted}
          rowTestId="interface-row"
          empty="No interfaces reported"
        />
        {isAdmin && (
          <DefaultInterface
            id={id}
            names={view.interfaces
              .filter((face) => face.up)
              .map((face) => face.name)
              .join(' ')}
            current={view.interfaces.find((face) => face.isDefault)?.name}
          />
        )}
      </PanelSection>
      <PanelSection title="Network monitor" source$={networks$} at={measurementsAt} testId="instance-network-monitor">
        <PanelTable
          label="Network monitor"
          columns={measurementColumns}
          source$={networks$}
          rows={measurements}
          shown={view.measurements}
          rowKey={(row) => `${row.monitor}:${row.interface}`}
          empty="No network-monitor data"
        />
      </PanelSection>
    </div>
  );
};
