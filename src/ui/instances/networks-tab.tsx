import { Badge, Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { memo, useState } from 'react';
import { InstanceCommands, InstancePanelQueries } from '../../application/instances';
import type { NetworksView } from '../../domain/instances';
import { useObservable, useService } from '../shared';
import { PanelSection } from './panel-section';
import { PanelTable } from './panel-table';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
});

const initial: NetworksView = { interfaces: [], measurements: [] };

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
  const view = useObservable(useService(InstancePanelQueries).panel(id).networks$, initial);
  return (
    <div className={styles.column} data-testid="instance-networks">
      <PanelSection title="Interfaces" at={view.interfacesAt} testId="instance-interfaces">
        <PanelTable
          label="Network interfaces"
          columns={['Name', 'Type', 'Ip', 'State', 'Rx', 'Tx', 'Network', 'Signal']}
          empty="No interfaces reported"
          rows={view.interfaces.map((face) => ({
            key: face.name,
            highlighted: face.highlighted,
            testId: 'interface-row',
            cells: [
              <>
                {face.name}{' '}
                {face.isDefault && (
                  <Badge size="small" appearance="tint">
                    default
                  </Badge>
                )}
              </>,
              face.type,
              face.ip,
              face.up ? 'up' : 'down',
              face.rx,
              face.tx,
              face.network,
              face.signal,
            ],
          }))}
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
      <PanelSection title="Network monitor" at={view.measurementsAt} testId="instance-network-monitor">
        <PanelTable
          label="Network monitor"
          columns={['Monitor', 'Interface', 'RTT', 'Bandwidth', 'Packet loss']}
          empty="No network-monitor data"
          rows={view.measurements.map((row) => ({
            key: `${row.monitor}:${row.interface}`,
            cells: [row.monitor, row.interface, row.rtt, row.bandwidth, row.packetLoss],
          }))}
        />
      </PanelSection>
    </div>
  );
};
