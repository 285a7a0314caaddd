import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { ExternalDeviceCommands, type ExternalDeviceView } from '../../application/external-devices';
import { useObservable, useService } from '../shared';

const noneLocked: ReadonlySet<string> = new Set();

/** The power unit's relays (spec 3 §3, §4): state and Reset, which stays disabled for 5000 ms after a click. */
export const RelaysTable = ({ device }: { device: ExternalDeviceView }): React.JSX.Element => {
  const commands = useService(ExternalDeviceCommands);
  const locked = useObservable(commands.lockedRelays$, noneLocked);
  return (
    <Table size="small" aria-label={`${device.title} relays`} data-testid="relays-table" style={{ maxWidth: 640 }}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Relay</TableHeaderCell>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>State</TableHeaderCell>
          <TableHeaderCell>Actions</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {device.relays.map((relay) => (
          <TableRow key={relay.id} data-relay-id={relay.id}>
            <TableCell>{relay.id}</TableCell>
            <TableCell>{relay.name}</TableCell>
            <TableCell>
              <Badge appearance="tint" color={relay.state === 'on' ? 'success' : 'danger'}>
                {relay.state === 'on' ? 'On' : 'Off'}
              </Badge>
            </TableCell>
            <TableCell>
              <Button
                size="small"
                disabled={locked.has(`${device.id}:${relay.id}`)}
                onClick={() => void commands.resetDevice(device.id, relay.id)}
                aria-label={`Reset ${relay.name}`}
              >
                Reset
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
