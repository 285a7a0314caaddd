import { Checkmark16Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { ContentCells } from '../../application/content';
import type { ListField } from '../../domain/cms';
import { useService } from '../shared';

/**
 * One cell of the data table: the value as text, a checkbox with its true/false texts and icons (spec 3 §3),
 * cut to the field's table rows.
 */
export const ContentCell = ({ field, value }: { field: ListField; value: unknown }): React.JSX.Element => {
  const cells = useService(ContentCells);
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
