import {
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ConflictView, MergeSide } from '../../application/editing';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  both: { color: tokens.colorPaletteDarkOrangeForeground1 },
  field: { width: '25%' },
  choice: { display: 'flex', flexDirection: 'column', wordBreak: 'break-word' },
  side: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  // A value of several lines (a contract's billables, one per line) keeps its lines.
  value: { whiteSpace: 'pre-line' },
});

/** One side's value, with whose it is above it. */
const Choice = ({ side, value }: { readonly side: string; readonly value: string }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <span className={styles.choice}>
      <span className={styles.side}>{side}</span>
      <span className={styles.value} data-value>
        {value}
      </span>
    </span>
  );
};

export interface ConflictPanelProps {
  readonly view: ConflictView;
  readonly onChoose: (field: string, side: MergeSide) => void;
  readonly testId: string;
}

/**
 * A stale save (issue 32 §2): "Changed by {name} meanwhile", and for each field the colleague changed their value
 * beside the operator's, one to choose. A field only they changed starts on theirs; one both changed waits for a
 * choice. The form above keeps what the operator typed until the next save applies the choices.
 */
export const ConflictPanel = ({ view, onChoose, testId }: ConflictPanelProps): React.JSX.Element => {
  const styles = useStyles();
  return (
    <MessageBar intent="warning" layout="multiline" data-testid={testId}>
      <MessageBarBody className={styles.body}>
        <MessageBarTitle data-testid={`${testId}-title`}>{view.title}</MessageBarTitle>
        {view.arriving ? (
          <Spinner size="tiny" label="Their version is arriving…" />
        ) : (
          <>
            <Text>
              What you typed is kept. Choose their value or yours for each field they changed, then save: it saves on
              their version.
            </Text>
            <table className={styles.table}>
              <tbody>
                {view.rows.map((row) => (
                  <ConflictRowView key={row.field} row={row} onChoose={onChoose} testId={testId} />
                ))}
              </tbody>
            </table>
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
};

const ConflictRowView = ({
  row,
  onChoose,
  testId,
}: {
  readonly row: ConflictView['rows'][number];
  readonly onChoose: (field: string, side: MergeSide) => void;
  readonly testId: string;
}): React.JSX.Element => {
  const styles = useStyles();
  const chosen = row.choice ?? (row.conflict ? '' : 'theirs');
  return (
    <tr data-testid={`${testId}-row`} data-field={row.field}>
      <th scope="row" className={mergeClasses(styles.cell, styles.field)}>
        {row.label}
        {row.conflict && <div className={styles.both}>You both changed it</div>}
      </th>
      <td className={styles.cell}>
        <RadioGroup
          layout="horizontal"
          value={chosen}
          aria-label={`${row.label}: keep theirs or yours`}
          onChange={(_, data) => onChoose(row.field, data.value === 'mine' ? 'mine' : 'theirs')}
        >
          <Radio value="theirs" label={<Choice side="Theirs" value={row.theirs} />} data-side="theirs" />
          <Radio value="mine" label={<Choice side="Yours" value={row.mine} />} data-side="mine" />
        </RadioGroup>
      </td>
    </tr>
  );
};
