import {
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { ExternalDeviceCommands, type ExternalDeviceView } from '../../application/external-devices';
import { useService } from '../shared';

/** The video router's routing table (spec 3 §3): each output with the input it shows; choosing one sends change-route. */
export const RoutingTable = ({ device }: { device: ExternalDeviceView }): React.JSX.Element => {
  const commands = useService(ExternalDeviceCommands);
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
          <TableRow key={row.output.id} data-output-id={row.output.id}>
            <TableCell>{`${row.output.id}: ${row.output.name}`}</TableCell>
            <TableCell data-testid="routed-input">{inputName(row.inputId)}</TableCell>
            <TableCell>
              <Select
                aria-label={`Input for ${row.output.name}`}
                value={row.inputId === undefined ? '' : String(row.inputId)}
                onChange={(_, data) => void commands.changeRoute(device.id, Number(data.value), row.output.id)}
              >
                {row.inputId === undefined && <option value="">Choose an input</option>}
                {device.inputs.map((input) => (
                  <option key={input.id} value={String(input.id)}>{`${input.id}: ${input.name}`}</option>
                ))}
              </Select>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
