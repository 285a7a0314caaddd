import { Checkbox, Field, tokens } from '@fluentui/react-components';
import type { ContentChoice } from '../../application/content';

/** A labelled, scrolling checkbox list (the list's groups). */
export const CheckList = ({
  label,
  choices,
  selected,
  onChange,
  testId,
}: {
  label: string;
  choices: readonly ContentChoice[];
  selected: readonly string[];
  onChange: (selected: readonly string[]) => void;
  testId: string;
}): React.JSX.Element => (
  <Field label={`${label} (${selected.length})`}>
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      style={{
        display: 'flex',
        flexDirection: 'column',
        maxHeight: 160,
        overflowY: 'auto',
        border: `1px solid ${tokens.colorNeutralStroke2}`,
        borderRadius: tokens.borderRadiusMedium,
        padding: tokens.spacingHorizontalXS,
      }}
    >
      {choices.length === 0 && <span>None to choose from.</span>}
      {choices.map((choice) => {
        const key = String(choice.key);
        return (
          <Checkbox
            key={key}
            label={choice.label}
            checked={selected.includes(key)}
            onChange={(_, data) =>
              onChange(data.checked === true ? [...selected, key] : selected.filter((item) => item !== key))
            }
          />
        );
      })}
    </div>
  </Field>
);
