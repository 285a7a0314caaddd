import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  TableCell,
  TableRow,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, PlayRegular } from '@fluentui/react-icons';
import { ClipsQueries, type ClipGroupRow, type ClipQualityView } from '../../application/clips';
import type { ExportForm } from '../../domain/clips';
import { TruncatedText, useQuery, useService } from '../shared';
import { ClipStatusBadge } from './clip-status-badge';

const useStyles = makeStyles({
  qualities: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  // One line per quality: the badge never wraps under its buttons, so nothing spills into the next column.
  quality: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, flexWrap: 'nowrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  actionsCell: { whiteSpace: 'nowrap' },
});

/** What a row can ask its list's owner to do. */
export interface ClipRowActions {
  readonly play: (row: ClipGroupRow, quality: ClipQualityView) => void;
  /** The link downloads; this checks the clip is there and has a missing one re-created (spec 1 §4). */
  readonly download: (row: ClipGroupRow, quality: ClipQualityView) => void;
  /** Offered on the rows the viewer may edit (`row.editable`). */
  readonly edit?: (row: ClipGroupRow) => void;
  readonly exportWith?: (row: ClipGroupRow, form: ExportForm) => void;
}

const QualityLine = ({
  row,
  quality,
  actions,
}: {
  row: ClipGroupRow;
  quality: ClipQualityView;
  actions: ClipRowActions;
}): React.JSX.Element => {
  const styles = useStyles();
  return (
    <div className={styles.quality} data-quality={quality.name}>
      <ClipStatusBadge status={quality.status} label={quality.label} />
      {quality.playable && (
        <>
          <Tooltip content={`Play ${quality.label}`} relationship="description" withArrow>
            <Button
              size="small"
              appearance="subtle"
              icon={<PlayRegular />}
              onClick={() => actions.play(row, quality)}
              aria-label={`Play ${row.title} ${quality.label}`}
            />
          </Tooltip>
          <Tooltip content={`Download ${quality.label}`} relationship="description" withArrow>
            <Button
              as="a"
              href={quality.downloadUrl}
              download
              size="small"
              appearance="subtle"
              icon={<ArrowDownloadRegular />}
              onClick={() => actions.download(row, quality)}
              aria-label={`Download ${row.title} ${quality.label}`}
            />
          </Tooltip>
        </>
      )}
    </div>
  );
};

const ExportMenu = ({
  row,
  exportWith,
}: {
  row: ClipGroupRow;
  exportWith: NonNullable<ClipRowActions['exportWith']>;
}): React.JSX.Element | null => {
  // Spec 2 §5: an export entry appears only when the clip has the form's required qualities.
  if (row.exportForms.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" aria-label={`Export ${row.title}`}>
          Export
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {row.exportForms.map((form) => (
            <MenuItem key={form.id} onClick={() => exportWith(row, form)}>
              {form.title}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};

/** One cut: its columns, one entry per quality (order_num ascending) and its actions (spec 2 §2). */
export const ClipRow = ({
  eventUuid,
  groupKey,
  actions,
}: {
  eventUuid: string;
  groupKey: string;
  actions: ClipRowActions;
}): React.JSX.Element | null => {
  const styles = useStyles();
  const queries = useService(ClipsQueries);
  const row = useQuery(() => queries.group$(eventUuid, groupKey), [queries, eventUuid, groupKey], undefined);
  if (!row) return null;
  return (
    <TableRow data-clip-group={row.key} data-status={row.status} aria-label={`Clip ${row.title}`}>
      <TableCell>
        <ClipStatusBadge status={row.status} />
      </TableCell>
      <TableCell>
        <TruncatedText text={row.title} />
      </TableCell>
      <TableCell>
        <TruncatedText text={row.clipType} />
      </TableCell>
      <TableCell>{row.created}</TableCell>
      <TableCell>{row.startTime}</TableCell>
      <TableCell>{row.endTime}</TableCell>
      <TableCell>{row.duration}</TableCell>
      <TableCell>
        <TruncatedText text={row.creator} />
      </TableCell>
      <TableCell className={styles.actionsCell}>
        <div className={styles.qualities}>
          {row.qualities.map((quality) => (
            <QualityLine key={quality.uuid} row={row} quality={quality} actions={actions} />
          ))}
          <div className={styles.actions}>
            {actions.edit && row.editable && (
              <Button size="small" onClick={() => actions.edit?.(row)} aria-label={`Edit ${row.title}`}>
                Edit
              </Button>
            )}
            {actions.exportWith && <ExportMenu row={row} exportWith={actions.exportWith} />}
          </div>
        </div>
      </TableCell>
    </TableRow>
  );
};
