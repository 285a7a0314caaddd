import { Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ReplayQueries, type SliceSummary } from '../../application/replay-inspector';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '8px' },
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    padding: '2px 8px',
    verticalAlign: 'top',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'left',
  },
  json: {
    margin: 0,
    padding: '8px',
    maxHeight: '360px',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
  },
});

const noSummary: readonly SliceSummary[] = [];

/** The replayed state at the cursor, as counts per projection, and the entry at the cursor. */
export const ReplayStatePanel = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(ReplayQueries);
  const summary = useObservable(queries.summary$, noSummary);
  const json = useObservable(queries.cursorJson$, '');
  return (
    <section className={styles.panel} aria-labelledby="replay-state-title">
      <Subtitle2 as="h2" id="replay-state-title">
        State at the cursor
      </Subtitle2>
      <table className={styles.table} data-testid="replay-summary">
        <thead>
          <tr>
            <th className={styles.cell}>Projection</th>
            <th className={styles.cell}>Counts</th>
          </tr>
        </thead>
        <tbody>
          {summary.map((slice) => (
            <tr key={slice.name} data-projection={slice.name}>
              <th scope="row" className={styles.cell}>
                {slice.name}
              </th>
              <td className={styles.cell}>
                <Caption1>{slice.figures.map((figure) => `${figure.label}: ${figure.value}`).join(', ')}</Caption1>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Subtitle2 as="h2" id="cursor-entry-title">
        Entry at the cursor
      </Subtitle2>
      <pre className={styles.json} aria-labelledby="cursor-entry-title" data-testid="cursor-entry" tabIndex={0}>
        {json}
      </pre>
    </section>
  );
};
