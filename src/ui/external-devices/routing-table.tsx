import {
  Body1,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  ExternalDeviceCommands,
  portLabel,
  type ExternalDeviceView,
  type RoutingRow,
} from '../../application/external-devices';
import type { RoutePort } from '../../domain/instances';
import { busyIcon, ConfirmDialog, useBusy, useService } from '../shared';

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
  const [asked, setAsked] = useState<RoutePort>();
  const [open, setOpen] = useState(false);
  const { busy, run } = useBusy();
  const choose = (value: string): void => {
    const input = device.inputs.find((candidate) => String(candidate.id) === value);
    if (!input || input.id === row.inputId) return;
    setAsked(input);
    setOpen(true);
  };
  return (
    <TableRow data-output-id={row.output.id}>
      <TableCell>{portLabel(row.output)}</TableCell>
      <TableCell data-testid="routed-input">{current}</TableCell>
      <TableCell>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <Select
            aria-label={`Input for ${row.output.name}`}
            value={row.inputId === undefined ? '' : String(row.inputId)}
            disabled={busy}
            aria-busy={busy || undefined}
            data-busy={busy || undefined}
            onChange={(_, data) => choose(data.value)}
          >
            {row.inputId === undefined && <option value="">Choose an input</option>}
            {device.inputs.map((input) => (
              <option key={input.id} value={String(input.id)}>
                {portLabel(input)}
              </option>
            ))}
          </Select>
          {busy && busyIcon('Changing route')}
        </span>
        <ConfirmDialog
          open={open}
          testId={`route-${row.output.id}`}
          prompt={
            asked && {
              question: 'Change route?',
              details: (
                <Body1 as="p">{`${device.title}: output ${portLabel(row.output)} switches from ${current} to ${portLabel(asked)}. What goes out on ${row.output.name} changes at once.`}</Body1>
              ),
              confirmLabel: 'Change route',
            }
          }
          onOpenChange={setOpen}
          onConfirm={() => {
            if (asked) run(() => commands.changeRoute(device.id, asked, row.output));
          }}
        />
      </TableCell>
    </TableRow>
  );
};
