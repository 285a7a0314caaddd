import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { PlayoffPart } from '../../domain/forms';
import { FieldRules } from '../../application/forms';
import { useService } from '../shared';
import { fieldFrame, textOf, type FieldProps } from './field-props';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: '8em 1fr 1fr 4em 4em 1fr',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
  },
});

const parts: readonly { readonly part: PlayoffPart; readonly label: string }[] = [
  { part: 'home', label: 'Home' },
  { part: 'away', label: 'Away' },
  { part: 'home_score', label: 'Home score' },
  { part: 'away_score', label: 'Away score' },
  { part: 'text', label: 'Text' },
];

/** playoff_tree (spec 2 §3): the team list and, per round, home, away, scores and a text. */
export const PlayoffTreeField = ({ field, disabled, onChange, onBlur }: FieldProps): React.JSX.Element => {
  const styles = useStyles();
  const rules = useService(FieldRules);
  const tree = rules.playoffTree(field.value);
  return (
    <Field {...fieldFrame(field)}>
      <div role="group" aria-label={field.label}>
        <Input
          aria-label={`${field.label} team list`}
          placeholder="Team list"
          value={textOf(tree.team_list)}
          disabled={disabled}
          onChange={(_, data) => onChange(field.name, rules.setTeamList(tree, data.value))}
          onBlur={() => onBlur(field.name)}
        />
        <div className={styles.grid}>
          <span />
          {parts.map((part) => (
            <Text key={part.part} size={200}>
              {part.label}
            </Text>
          ))}
          {rules.playoffRounds.map((round) => [
            <Text key={round} size={200}>
              {rules.playoffRoundLabels[round]}
            </Text>,
            ...parts.map(({ part, label }) => (
              <Input
                key={`${round}-${part}`}
                size="small"
                aria-label={`${rules.playoffRoundLabels[round]} ${label}`}
                value={textOf(tree[round]?.[part])}
                disabled={disabled}
                onChange={(_, data) => onChange(field.name, rules.setPlayoffPart(tree, round, part, data.value))}
                onBlur={() => onBlur(field.name)}
              />
            )),
          ])}
        </div>
      </div>
    </Field>
  );
};
