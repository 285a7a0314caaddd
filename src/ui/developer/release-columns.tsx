import { Badge } from '@fluentui/react-components';
import type { ReleaseArea, ReleaseRow } from '../../domain/developer';
import type { AdminColumn } from '../admin-kit';

// Status colours: what is out (released) green, what is going out amber, what was stopped red, the rest neutral.
const statusColour = (status: string): 'success' | 'warning' | 'danger' | 'informative' | 'subtle' => {
  if (status === 'released') return 'success';
  if (status === 'release' || status === 'partial-release') return 'warning';
  if (status === 'rejected') return 'danger';
  if (status === 'archived') return 'subtle';
  return 'informative';
};

/** The release table's columns (spec 3 §2.8): version, key, status, unit ids, OS version (broadcaster), updated at. */
export const releaseColumns = (area: ReleaseArea, time: (row: ReleaseRow) => string): AdminColumn<ReleaseRow>[] => [
  { key: 'version', title: 'Version', cell: (row) => row.version || '—', flex: '1 1 0px' },
  { key: 'key', title: 'Key', cell: (row) => row.key, flex: '2 1 0px' },
  {
    key: 'status',
    title: 'Status',
    cell: (row) => (
      <Badge appearance="tint" color={statusColour(row.status)} data-testid="release-status">
        {row.status || 'none'}
      </Badge>
    ),
  },
  { key: 'unit_ids', title: 'Unit ids', cell: (row) => row.unitIds.join(', ') || '—', flex: '1 1 0px' },
  ...(area === 'broadcaster'
    ? [{ key: 'os_version', title: 'OS version', cell: (row: ReleaseRow) => row.osVersion }]
    : []),
  // DD.MM.YYYY HH:mm:ss on one line.
  { key: 'updated_at', title: 'Updated at', cell: time, flex: '0 0 170px' },
];
