import { Text, tokens } from '@fluentui/react-components';
import { ContentCells } from '../../application/content';
import type { FormState } from '../../application/forms';
import type { ListType } from '../../domain/cms';
import { useObservable, useService } from '../shared';

/**
 * A record as a viewer without edit rights reads it (spec 3 §6): the fields the form shows them (admin_only and
 * show conditions applied by the same engine), as label and value in the two columns, at full contrast.
 */
export const RecordReadView = ({ form, listType }: { form: FormState; listType: ListType }): React.JSX.Element => {
  const cells = useService(ContentCells);
  const view = useObservable(form.view$, form.view);
  const byName = new Map(listType.fields.map((field) => [field.name, field]));
  return (
    <div
      role="group"
      aria-label={`${listType.name} record`}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 24 }}
    >
      {[view.left, view.right].map((column, index) => (
        <dl key={index} style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {column.map((item) => {
            const field = byName.get(item.name);
            const text = field ? cells.text(field, item.value) : String(item.value ?? '');
            return (
              <div key={item.name} data-field={item.name}>
                <dt>
                  <Text weight="semibold">{item.label}</Text>
                </dt>
                <dd style={{ margin: 0, whiteSpace: 'pre-wrap', color: tokens.colorNeutralForeground1 }}>
                  {text === '' ? '—' : text}
                </dd>
              </div>
            );
          })}
        </dl>
      ))}
    </div>
  );
};
