import { bulkFailureText, contentCellIcon, contentCellText } from '../../domain/cms';

/** How the data table writes a value (spec 3 §3: true/false texts and icons, table rows), for the view. */
export const ContentCells = { text: contentCellText, icon: contentCellIcon, bulkFailure: bulkFailureText } as const;
