import { inject, injectable } from 'inversify';
import {
  bulkFailureText,
  contentCellIcon,
  contentCellText,
  referenceCellText,
  type BulkSummary,
  type ListField,
} from '../../domain/cms';
import { formatIsoDateTime } from '../../domain/clock';
import { DisplayZone } from '../shared';

/**
 * How the data table writes a value (spec 3 §3: true/false texts and icons, table rows; dates and times as
 * DD.MM.YYYY HH:mm in the display zone, spec 1 §9), for the views.
 */
@injectable()
export class ContentCells {
  readonly zone: string;

  constructor(@inject(DisplayZone) zone: DisplayZone) {
    this.zone = zone;
  }

  text(field: ListField, value: unknown): string {
    return contentCellText(field, value, this.zone);
  }

  /** A content_select cell: the label of the record it names, among `options` (the pointed-at list's records). */
  reference(
    field: ListField,
    value: unknown,
    options: readonly { readonly value: unknown; readonly label: string }[],
  ): string {
    return referenceCellText(field, value, options, this.zone);
  }

  icon(field: ListField, value: unknown): string | undefined {
    return contentCellIcon(field, value);
  }

  bulkFailure(summary: BulkSummary): string {
    return bulkFailureText(summary);
  }

  /** An ISO 8601 time (a device log entry's updated_at) in the display zone. */
  isoTime(iso: string): string {
    return formatIsoDateTime(iso, this.zone);
  }
}
