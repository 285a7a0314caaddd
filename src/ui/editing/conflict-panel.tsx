import {
  makeStyles,
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
  value: { wordBreak: 'break-word' },
});

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
              <thead>
                <tr>
                  <th className={styles.cell}>Field</th>
                  <th className={styles.cell}>Theirs</th>
                  <th className={styles.cell}>Yours</th>
                </tr>
              </thead>
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
      <th scope="row" className={styles.cell}>
        {row.label}
        {row.conflict && <div className={styles.both}>You both changed it</div>}
      </th>
      <td className={styles.cell} colSpan={2}>
        <RadioGroup
          layout="horizontal"
          value={chosen}
          aria-label={`${row.label}: keep theirs or yours`}
          onChange={(_, data) => onChoose(row.field, data.value === 'mine' ? 'mine' : 'theirs')}
        >
          <Radio value="theirs" label={<span className={styles.value}>{row.theirs}</span>} data-side="theirs" />
          <Radio value="mine" label={<span className={styles.value}>{row.mine}</span>} data-side="mine" />
        </RadioGroup>
      </td>
    </tr>
  );
};
