import { Button, Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import type { EventLanguage } from '../../domain/forms';
import { FieldRules } from '../../application/forms';
import { useService } from '../shared';
import { fieldFrame, type FieldProps } from './field-props';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalXS,
    alignItems: 'flex-start',
  },
});

/** A multilanguage value (spec 2 §3, §5): one row per language, each language once, at least one (en first). */
export const MultilanguageField = ({ field, disabled, onChange, onBlur }: FieldProps): React.JSX.Element => {
  const styles = useStyles();
  const rules = useService(FieldRules);
  const value = rules.multilanguage(field.value);
  const multiline =
    field.field.type === 'textarea' || field.field.type === 'multiline' || field.field.type === 'markdown';
  return (
    <Field {...fieldFrame(field)}>
      <div role="group" aria-label={field.label}>
        {value.map((item, index) => (
          <div key={item.lang} className={styles.row}>
            <Select
              aria-label={`${field.label} language ${index + 1}`}
              value={item.lang}
              disabled={disabled}
              onChange={(_, data) =>
                onChange(field.name, rules.changeLanguage(value, index, data.value as EventLanguage))
              }
            >
              {rules.languages
                .filter((lang) => lang === item.lang || rules.unusedLanguages(value).includes(lang))
                .map((lang) => (
                  <option key={lang} value={lang}>
                    {lang}
                  </option>
                ))}
            </Select>
            {multiline ? (
              <Textarea
                aria-label={`${field.label} (${item.lang})`}
                value={item.value}
                disabled={disabled}
                onChange={(_, data) => onChange(field.name, rules.changeText(value, index, data.value))}
                onBlur={() => onBlur(field.name)}
              />
            ) : (
              <Input
                aria-label={`${field.label} (${item.lang})`}
                value={item.value}
                disabled={disabled}
                onChange={(_, data) => onChange(field.name, rules.changeText(value, index, data.value))}
                onBlur={() => onBlur(field.name)}
              />
            )}
            <Button
              aria-label={`Remove ${item.lang}`}
              disabled={disabled || value.length <= 1}
              onClick={() => onChange(field.name, rules.removeLanguage(value, index))}
            >
              −
            </Button>
          </div>
        ))}
        <Button
          size="small"
          disabled={disabled || rules.unusedLanguages(value).length === 0}
          onClick={() => onChange(field.name, rules.addLanguage(value))}
        >
          Add language
        </Button>
      </div>
    </Field>
  );
};
