import { makeStyles, tokens } from '@fluentui/react-components';
import type { FormState } from '../../application/forms';
import type { FileForm } from '../../application/uploads';
import { useObservable } from '../shared';
import { FieldRenderer } from './field-renderer';
import { FileFormContext } from './form-file-field';

export interface DynamicFormProps {
  readonly form: FormState;
  /** The accessible name of the form region. */
  readonly label: string;
  readonly disabled?: boolean;
  /** The form whose file fields take a file (the event, tag or export form, issue 29); others show them only. */
  readonly fileForm?: FileForm;
}

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/**
 * A dynamic form (spec 2 §3, spec 3 §3) in its left and right columns. All rules live in the FormState
 * (application) and the domain; this only lays the fields out and hands changes back.
 */
export const DynamicForm = ({ form, label, disabled, fileForm }: DynamicFormProps): React.JSX.Element | null => {
  const styles = useStyles();
  const view = useObservable(form.view$, form.view);
  if (view.left.length === 0 && view.right.length === 0) return null;
  return (
    <FileFormContext.Provider value={fileForm}>
      <div role="group" aria-label={label} className={styles.columns}>
        {[view.left, view.right].map((column, index) => (
          <div key={index === 0 ? 'left' : 'right'} className={styles.column}>
            {column.map((field) => (
              <div key={field.name} data-field={field.name}>
                <FieldRenderer
                  field={field}
                  disabled={disabled}
                  onChange={(name, value) => form.set(name, value)}
                  onBlur={(name) => form.touch(name)}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
    </FileFormContext.Provider>
  );
};
