import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import {
  ExternalDeviceCommands,
  portLabel,
  type ExternalDeviceView,
  type RoutingRow,
} from '../../application/external-devices';
import type { RoutePort } from '../../domain/instances';
import { useService } from '../shared';
import { ConfirmedSelect } from './confirmed-select';

/** The video router's routing table (spec 3 §3): each output with the input it shows; choosing one sends change-route. */
export const RoutingTable = ({ device }: { device: ExternalDeviceView }): React.JSX.Element => {
  const inputName = (id: number | undefined): string =>
    device.inputs.find((input) => input.id === id)?.name ?? (id === undefined ? '—' : `Input ${id}`);
  return (
    <Table size="small" aria-label={`${device.title} routing`} data-testid="routing-table" style={{ maxWidth: 720 }}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Output</TableHeaderCell>
          <TableHeaderCell>Current input</TableHeaderCell>
          <TableHeaderCell>Route input</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {device.routing.map((row) => (
          <RouteRow key={row.output.id} device={device} row={row} current={inputName(row.inputId)} />
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * One output. Choosing another input asks first, naming the output and the new input — a route change can take
 * the programme off air and has no undo but another change (issue 29) — and the choice stays busy until the
 * device answered; Cancel leaves the route as it is. The select shows what the device reports, never the click.
 */
const RouteRow = ({
  device,
  row,
  current,
}: {
  device: ExternalDeviceView;
  row: RoutingRow;
  current: string;
}): React.JSX.Element => {
  const commands = useService(ExternalDeviceCommands);
  const inputOf = (value: string): RoutePort | undefined =>
    device.inputs.find((candidate) => String(candidate.id) === value);
  return (
    <TableRow data-output-id={row.output.id}>
      <TableCell>{portLabel(row.output)}</TableCell>
      <TableCell data-testid="routed-input">{current}</TableCell>
      <TableCell>
        <ConfirmedSelect
          value={row.inputId === undefined ? undefined : String(row.inputId)}
          options={device.inputs.map((input) => ({ value: String(input.id), label: portLabel(input) }))}
          ariaLabel={`Input for ${row.output.name}`}
          testId={`route-${row.output.id}`}
          busyLabel="Changing route"
          prompt={(chosen) => ({
            question: 'Change route?',
            details: (
              <Body1 as="p">{`${device.title}: output ${portLabel(row.output)} switches from ${current} to ${portLabel(inputOf(chosen) ?? { id: Number(chosen), name: '' })}. What goes out on ${row.output.name} changes at once.`}</Body1>
            ),
            confirmLabel: 'Change route',
          })}
          onConfirm={(chosen) => {
            const input = inputOf(chosen);
            return input ? commands.changeRoute(device.id, input, row.output) : undefined;
          }}
        />
      </TableCell>
    </TableRow>
  );
};
