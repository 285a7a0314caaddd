import { Badge, Button, Checkbox } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DevicesQueries } from '../../application/devices';
import type { DeviceRow } from '../../domain/devices';
import { AdminListScreen, type AdminColumn } from '../admin-kit';
import { useObservable, useService } from '../shared';
import { DeviceLabels } from './device-labels';

// A click on the row's checkbox must not also open the device's editor.
const stop = (event: { stopPropagation: () => void }): void => event.stopPropagation();

const baseColumns: readonly AdminColumn<DeviceRow>[] = [
  {
    key: 'identifier',
    title: 'Identifier',
    flex: '2 1 0px',
    cell: (row) => (
      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        {row.identifier}
        {row.taken && (
          <Badge size="small" appearance="outline" color="informative">
            taken
          </Badge>
        )}
      </span>
    ),
  },
  { key: 'type', title: 'Type', cell: (row) => row.type },
  { key: 'model', title: 'Model', flex: '2 1 0px', cell: (row) => row.model },
  { key: 'status', title: 'Status', cell: (row) => row.status },
  { key: 'usage', title: 'Usage', cell: (row) => row.usage },
  { key: 'location', title: 'Location', flex: '2 1 0px', cell: (row) => row.location },
  { key: 'series', title: 'Series', cell: (row) => row.series },
  { key: 'subDevices', title: 'Sub-devices', flex: '0 0 110px', cell: (row) => row.subDevices || '' },
];

/**
 * /devices/devices/list (spec 3 §2.6): the inventory with search and the state filter (archived = status
 * 'Archive'), selection for printing labels, and the bulk 'Device read'; new and edit open in the sheet.
 */
export const DevicesScreen = (): React.JSX.Element => {
  const queries = useService(DevicesQueries);
  const navigate = useNavigate();
  const view = useObservable(queries.list.view$, undefined);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, on: boolean): void =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const columns = useMemo(
    (): readonly AdminColumn<DeviceRow>[] => [
      {
        key: 'select',
        title: 'Select',
        sortable: false,
        flex: '0 0 48px',
        cell: (row) => (
          <span onClick={stop} onKeyDown={stop}>
            <Checkbox
              aria-label={`Select ${row.identifier}`}
              data-testid="devices-select"
              checked={selected.has(row.id)}
              onChange={(_, data) => toggle(row.id, data.checked === true)}
            />
          </span>
        ),
      },
      ...baseColumns,
    ],
    [selected],
  );
  const pageRows = view?.rows ?? [];
  // A selected device stays selected on other pages and after a search; labels print by identifier.
  const all = useObservable(queries.rows$, undefined);
  const selectedRows = (all?.rows ?? [])
    .filter((row) => selected.has(row.id))
    .sort((a, b) => a.identifier.localeCompare(b.identifier));
  const tools = (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button data-testid="devices-read" onClick={() => void navigate('/devices/devices/read')}>
        Device read
      </Button>
      <Button
        data-testid="devices-select-page"
        disabled={pageRows.length === 0}
        onClick={() => {
          const allOn = pageRows.every((row) => selected.has(row.id));
          for (const row of pageRows) toggle(row.id, !allOn);
        }}
      >
        {pageRows.length > 0 && pageRows.every((row) => selected.has(row.id)) ? 'Clear page' : 'Select page'}
      </Button>
      <Button data-testid="devices-print-labels" disabled={selected.size === 0} onClick={() => window.print()}>
        Print labels ({selected.size})
      </Button>
    </span>
  );
  return (
    <>
      <AdminListScreen
        title="Devices"
        base="/devices/devices"
        addLabel="Add device"
        noun="devices"
        searchHint="Identifier, type, model, status, location or series"
        withState
        filters={tools}
        list={queries.list}
        columns={columns}
        rowKey={(row) => String(row.id)}
        rowId={(row) => row.id}
        rowLabel={(row) => row.identifier}
        isArchived={(row) => row.state === 'archived'}
        testId="devices"
      />
      <DeviceLabels rows={selectedRows} />
    </>
  );
};

/** /devices/devices/list: the list itself; nothing opens over it. */
export const DevicesListOnly = (): null => null;
