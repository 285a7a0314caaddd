import { Link, makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { InstancesAdminQueries } from '../../application/instances';
import type { InstanceRow, InstanceType } from '../../domain/instances';
import { AdminListScreen, type AdminColumn } from '../admin-kit';
import { useObservable, useService } from '../shared';
import { VersionText } from './version-text';

const useStyles = makeStyles({
  toggles: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', alignItems: 'center' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

// A link inside a clickable row opens its own target, not the editor.
const stop = (event: React.SyntheticEvent): void => event.stopPropagation();

const Actions = ({ row }: { row: InstanceRow }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <span className={styles.actions}>
      {row.gui && (
        <Link
          href={row.gui}
          target="_blank"
          rel="noreferrer"
          onClick={stop}
          onKeyDown={stop}
          data-testid="instance-row-gui"
        >
          GUI
        </Link>
      )}
      {row.ssh && (
        <Link href={row.ssh} onClick={stop} onKeyDown={stop} data-testid="instance-row-ssh">
          SSH
        </Link>
      )}
    </span>
  );
};

const columns: readonly AdminColumn<InstanceRow>[] = [
  { key: 'type', title: 'Type', cell: (row) => row.type },
  { key: 'title', title: 'Title', cell: (row) => row.title, flex: '2 1 0px' },
  { key: 'channel', title: 'Channel', cell: (row) => row.channel, flex: '2 1 0px' },
  { key: 'ip', title: 'Ip', cell: (row) => row.ip },
  { key: 'version', title: 'Version', cell: (row) => <VersionText version={row.version} colour={row.versionColour} /> },
  { key: 'actions', title: 'Actions', cell: (row) => <Actions row={row} />, sortable: false },
];

/** The type toggles (spec 3 §2.3): input, output and headend on by default. */
const TypeToggles = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(InstancesAdminQueries);
  const toggles = useObservable(queries.toggles$, undefined);
  return (
    <div role="group" aria-label="Instance types" className={styles.toggles}>
      {queries.types.map((type: InstanceType) => (
        <ToggleButton
          key={type}
          size="small"
          checked={toggles?.[type] ?? false}
          appearance={toggles?.[type] ? 'primary' : 'secondary'}
          onClick={() => queries.toggleType(type)}
          data-testid={`instances-type-${type}`}
        >
          {type}
        </ToggleButton>
      ))}
    </div>
  );
};

/** /instances (spec 3 §2.3): the instances with type toggles and search by title or ip; new and edit in the sheet. */
export const InstancesScreen = (): React.JSX.Element => {
  const queries = useService(InstancesAdminQueries);
  return (
    <AdminListScreen
      title="Instances"
      base="/instances"
      addLabel="Add instance"
      noun="instances"
      searchHint="Title or ip"
      list={queries.list}
      columns={columns}
      filters={<TypeToggles />}
      rowKey={(row) => String(row.id)}
      rowId={(row) => row.id}
      rowLabel={(row) => row.title}
      isArchived={(row) => row.state === 'archived'}
      testId="instances"
    />
  );
};

/** /instances/list: the list itself; nothing opens over it. */
export const InstancesListOnly = (): null => null;
