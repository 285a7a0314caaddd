import {
  Caption1,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { OnlineInstancesQueries } from '../../application/instances';
import { VersionText } from '../instances';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
});

/**
 * Every instance online with its version (spec 3 §2.8 monitor), one table over the side bar's tabs: a developer
 * compares versions across the fleet at a glance (red unless v1… or the latest, spec 3 §2.5).
 */
export const InstancesCard = (): React.JSX.Element => {
  const styles = useStyles();
  const view = useObservable(useService(OnlineInstancesQueries).view$, undefined);
  const rows = view ? view.tabs.flatMap((tab) => view.byTab[tab].map((entry) => ({ tab, entry }))) : [];
  return (
    <section className={styles.card} aria-labelledby="monitor-instances-title" data-testid="monitor-instances">
      <Subtitle2 as="h2" id="monitor-instances-title">
        {`Instances online (${rows.length})`}
      </Subtitle2>
      {rows.length === 0 ? (
        <Caption1>None online.</Caption1>
      ) : (
        <Table size="small" aria-labelledby="monitor-instances-title">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Kind</TableHeaderCell>
              <TableHeaderCell>Title</TableHeaderCell>
              <TableHeaderCell>Channel</TableHeaderCell>
              <TableHeaderCell>Version</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ tab, entry }) => (
              <TableRow key={entry.id} data-testid="monitor-instance">
                <TableCell>{tab}</TableCell>
                <TableCell>{entry.title}</TableCell>
                <TableCell>{entry.channel || 'No channel'}</TableCell>
                <TableCell>
                  <VersionText version={entry.version} colour={entry.versionColour} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
