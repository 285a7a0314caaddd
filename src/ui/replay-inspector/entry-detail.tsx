import { Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import {
  InspectorQueries,
  type EntryDetail as Detail,
  type ProjectionChange,
} from '../../application/replay-inspector';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  table: { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' },
  cell: {
    padding: '2px 8px',
    verticalAlign: 'top',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'left',
    overflowWrap: 'anywhere',
  },
  value: { margin: 0, whiteSpace: 'pre-wrap', fontSize: tokens.fontSizeBase200, maxHeight: '160px', overflow: 'auto' },
  removed: { color: tokens.colorPaletteRedForeground1 },
  added: { color: tokens.colorPaletteGreenForeground1 },
  json: {
    margin: 0,
    padding: '8px',
    maxHeight: '360px',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
  },
});

const show = (value: unknown): string =>
  value === undefined ? '—' : (JSON.stringify(value, null, 1) ?? String(value));

const Changes = ({ projection }: { projection: ProjectionChange }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <tbody data-projection-change={projection.projection}>
      {projection.changes.map((change, index) => (
        <tr key={`${change.path}:${index}`}>
          {index === 0 && (
            <th scope="rowgroup" rowSpan={projection.changes.length} className={styles.cell}>
              {projection.projection}
              {projection.truncated && <Caption1 block>more changes not listed</Caption1>}
            </th>
          )}
          <td className={styles.cell}>
            <code>{change.path}</code> <Caption1>({change.change})</Caption1>
          </td>
          {/* A long value scrolls in its cell: focusable, so the keyboard can scroll it too. */}
          <td className={styles.cell}>
            <pre className={`${styles.value} ${styles.removed}`} tabIndex={0} aria-label={`${change.path} before`}>
              {show(change.before)}
            </pre>
          </td>
          <td className={styles.cell}>
            <pre className={`${styles.value} ${styles.added}`} tabIndex={0} aria-label={`${change.path} after`}>
              {show(change.after)}
            </pre>
          </td>
        </tr>
      ))}
    </tbody>
  );
};

/** The cursor entry: what it is, the projections it changed (before → after), and its payload. */
export const EntryDetail = (): React.JSX.Element => {
  const styles = useStyles();
  const detail = useObservable(useService(InspectorQueries).detail$, undefined as Detail | undefined);
  return (
    <section className={styles.panel} aria-labelledby="entry-detail-title" data-testid="entry-detail">
      <Subtitle2 as="h2" id="entry-detail-title">
        {detail ? `Entry #${detail.seq}: ${detail.kind}` : 'No entry at the cursor'}
      </Subtitle2>
      {detail && (
        <>
          <Caption1>
            {detail.time} — {detail.what}
          </Caption1>
          <Subtitle2 as="h3" id="entry-changes-title">
            Projections it changed ({detail.changes.length})
          </Subtitle2>
          {detail.changes.length === 0 ? (
            <Caption1 data-testid="no-changes">This entry changed no projection.</Caption1>
          ) : (
            <table className={styles.table} aria-labelledby="entry-changes-title" data-testid="entry-changes">
              <thead>
                <tr>
                  <th className={styles.cell} style={{ width: '18%' }}>
                    Projection
                  </th>
                  <th className={styles.cell} style={{ width: '26%' }}>
                    Path
                  </th>
                  <th className={styles.cell}>Before</th>
                  <th className={styles.cell}>After</th>
                </tr>
              </thead>
              {detail.changes.map((projection) => (
                <Changes key={projection.projection} projection={projection} />
              ))}
            </table>
          )}
          <Subtitle2 as="h3" id="entry-payload-title">
            Payload
          </Subtitle2>
          <pre className={styles.json} aria-labelledby="entry-payload-title" data-testid="entry-payload" tabIndex={0}>
            {detail.json}
          </pre>
        </>
      )}
    </section>
  );
};
