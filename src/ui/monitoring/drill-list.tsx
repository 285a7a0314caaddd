import { Body1, Button, makeStyles, Table, TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { StopRegular } from '@fluentui/react-icons';
import { DrillCommands, type DrillRow } from '../../application/drills';
import { TableHeaderRow, titledColumns, useService } from '../shared';

const useStyles = makeStyles({ table: { maxWidth: '960px' } });

const columns = titledColumns(['Channel', 'Fault', 'Time left', 'Actions']);

/** The running drills, each with its time left and Stop; the same list on every console (system:drill). */
export const DrillList = ({
  rows,
  loading,
}: {
  readonly rows: readonly DrillRow[];
  readonly loading: boolean;
}): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(DrillCommands);
  if (loading) return <Body1>Loading…</Body1>;
  if (rows.length === 0) return <Body1 data-testid="drill-none">No drill is running.</Body1>;
  return (
    <Table aria-label="Running drills" size="small" data-testid="drill-list" className={styles.table}>
      <TableHeaderRow columns={columns} />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.channelUuid} data-testid="drill-row" data-channel={row.channelUuid} data-fault={row.fault}>
            <TableCell>{row.channel}</TableCell>
            <TableCell>{row.faultLabel}</TableCell>
            <TableCell data-testid="drill-time-left">{row.timeLeft}</TableCell>
            <TableCell>
              <Button
                size="small"
                icon={<StopRegular />}
                onClick={() => void commands.stop(row.channelUuid)}
                aria-label={`Stop the drill on ${row.channel}`}
                data-testid="drill-stop"
              >
                Stop
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
