import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { ExternalDeviceCommands, type ExternalDeviceView } from '../../application/external-devices';
import { ConfirmAction, useObservable, useService } from '../shared';

const noneLocked: ReadonlySet<string> = new Set();

/**
 * The power unit's relays (spec 3 §3, §4): state and Reset. A reset powers off what the relay feeds, so it asks
 * first (issue 29, docs/protocol.md "On-air actions"); it stays disabled for 5000 ms after it was sent.
 */
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
              <ConfirmAction
                label="Reset"
                ariaLabel={`Reset ${relay.name}`}
                testId={`relay-reset-${device.id}-${relay.id}`}
                appearance="secondary"
                busyLabel="Resetting"
                disabled={locked.has(`${device.id}:${relay.id}`)}
                prompt={() => ({
                  question: 'Reset relay?',
                  details: `${device.title}: relay ${relay.id} (${relay.name}) is switched off and on again; what it powers goes off air for a few seconds.`,
                  confirmLabel: 'Reset',
                })}
                onConfirm={() => commands.resetDevice(device.id, relay.id)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
