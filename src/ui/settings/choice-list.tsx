import { Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import type { Choice } from '../../application/settings';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '180px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
  },
});

export interface ChoiceListProps<Key extends string | number> {
  readonly label: string;
  readonly choices: readonly Choice<Key>[];
  readonly selected: readonly Key[];
  readonly onChange: (selected: readonly Key[]) => void;
  readonly testId: string;
}

/** A labelled, scrolling checkbox list: the group editor's many-of-many pickers. */
export const ChoiceList = <Key extends string | number>({
  label,
  choices,
  selected,
  onChange,
  testId,
}: ChoiceListProps<Key>): React.JSX.Element => {
  const styles = useStyles();
  return (
    <Field label={`${label} (${selected.length})`}>
      <div role="group" aria-label={label} className={styles.box} data-testid={testId}>
        {choices.length === 0 && <span>None to choose from.</span>}
        {choices.map((choice) => (
          <Checkbox
            key={String(choice.key)}
            label={choice.label}
            checked={selected.includes(choice.key)}
            onChange={(_, data) =>
              onChange(data.checked === true ? [...selected, choice.key] : selected.filter((key) => key !== choice.key))
            }
          />
        ))}
      </div>
    </Field>
  );
};
