import { makeStyles, tokens, Text } from '@fluentui/react-components';
import { ChoiceField, ListSelectField } from './choice-fields';
import { DateField, DateTimeField } from './date-time-fields';
import type { FieldProps } from './field-props';
import { KeyValueField } from './key-value-field';
import { MultilanguageField } from './multilanguage-field';
import { PlayoffTreeField } from './playoff-tree-field';
import { FormFileField } from './form-file-field';
import { CheckboxField, MarkdownField, NumberField, TextField, UuidField } from './simple-fields';

const useStyles = makeStyles({
  group: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
});

/** One field by its type (spec 2 §3); a group holds its children. */
export const FieldRenderer = (props: FieldProps): React.JSX.Element => {
  const styles = useStyles();
  const { field } = props;
  if (field.field.multilanguage) return <MultilanguageField {...props} />;
  switch (field.field.type) {
    case 'checkbox':
      return <CheckboxField {...props} />;
    case 'text':
      return <TextField {...props} />;
    case 'textarea':
    case 'multiline':
      return <TextField {...props} multiline />;
    case 'markdown':
      return <MarkdownField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'uuid':
      return <UuidField {...props} />;
    case 'file':
    case 's3file':
      return <FormFileField {...props} />;
    case 'select':
    case 'setting-select':
    case 'content_select':
      return <ChoiceField {...props} />;
    case 'list_select':
      return <ListSelectField {...props} />;
    case 'key_value':
      return <KeyValueField {...props} />;
    case 'datetime':
      return <DateTimeField {...props} />;
    case 'date':
      return <DateField {...props} />;
    case 'playoff_tree':
      return <PlayoffTreeField {...props} />;
    case 'group':
      return (
        <fieldset className={styles.group}>
          <legend>
            <Text weight="semibold">{field.label}</Text>
          </legend>
          {(field.children ?? []).map((child) => (
            <FieldRenderer key={child.name} {...props} field={child} />
          ))}
        </fieldset>
      );
  }
};
