import { Checkmark16Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { ContentCells } from '../../application/content';
import { FormOptions } from '../../application/forms';
import type { ListField } from '../../domain/cms';
import { useService, useQuery } from '../shared';

const noOptions: readonly { readonly value: unknown; readonly label: string }[] = [];

/** A content_select cell names the record it points at, not its bare id (issue 29: a contract's customer). */
const ReferenceCell = ({ field, value }: { field: ListField; value: unknown }): React.JSX.Element => {
  const cells = useService(ContentCells);
  const forms = useService(FormOptions);
  // Only what names the pointed-at list: a list field's looser types are no form field's.
  const options = useQuery(
    () =>
      forms.options$({
        name: field.name,
        type: 'content_select',
        ...(field.content_id !== undefined ? { content_id: field.content_id } : {}),
        ...(field['content-type'] !== undefined ? { 'content-type': field['content-type'] } : {}),
      }),
    [forms, field],
    noOptions,
  );
  return <span>{cells.reference(field, value, options)}</span>;
};

/**
 * One cell of the data table: the value as text, a checkbox with its true/false texts and icons (spec 3 §3),
 * cut to the field's table rows.
 */
export const ContentCell = ({ field, value }: { field: ListField; value: unknown }): React.JSX.Element => {
  const cells = useService(ContentCells);
  if (field.type === 'content_select') return <ReferenceCell field={field} value={value} />;
  const text = cells.text(field, value);
  const icon = cells.icon(field, value);
  const rows = typeof field['table-rows'] === 'number' ? field['table-rows'] : undefined;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: rows ? 'pre-line' : undefined }}>
      {icon !== undefined &&
        (icon === 'check' || icon === 'checkmark' ? (
          <Checkmark16Regular />
        ) : icon === 'close' || icon === 'dismiss' ? (
          <Dismiss16Regular />
        ) : (
          <span aria-hidden>{icon}</span>
        ))}
      {text}
    </span>
  );
};
