import { Button, Caption1, Field, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { UploadQueue, UploadsQueries, type UploadRow } from '../../application/uploads';
import { TruncatedText, useService, useObservable } from '../shared';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, 1fr) minmax(160px, 2fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  failed: { color: tokens.colorPaletteRedForeground1 },
  waiting: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

const noRows: readonly UploadRow[] = [];

/** One upload: its file, how it is going (a real progress bar while it runs) and Cancel while it can be. */
export const UploadLine = ({ row }: { row: UploadRow }): React.JSX.Element => {
  const styles = useStyles();
  const queue = useService(UploadQueue);
  return (
    <li className={styles.row} data-upload-key={row.key} data-status={row.status}>
      <TruncatedText text={row.fileName} />
      {row.status === 'uploading' ? (
        <Field hint={row.text}>
          <ProgressBar
            value={(row.percent ?? 0) / 100}
            thickness="large"
            aria-label={`Upload of ${row.fileName}`}
            aria-valuetext={`${row.percent ?? 0}%`}
          />
        </Field>
      ) : (
        <Caption1
          role={row.status === 'failed' ? 'alert' : undefined}
          className={row.status === 'failed' ? styles.failed : row.waiting ? styles.waiting : undefined}
          data-waiting={row.waiting ? 'true' : undefined}
        >
          {row.text}
        </Caption1>
      )}
      {row.cancellable ? (
        <Button size="small" onClick={() => queue.cancel(row.key)} aria-label={`Cancel upload of ${row.fileName}`}>
          Cancel
        </Button>
      ) : (
        <span />
      )}
    </li>
  );
};

/** The upload queue in the process bar area (spec 1 §4): running first, then queued, then the last ended ones. */
export const UploadList = (): React.JSX.Element | null => {
  const styles = useStyles();
  const rows = useObservable(useService(UploadsQueries).rows$, noRows);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="uploads-heading">
      <Text as="h3" id="uploads-heading" weight="semibold" size={300}>
        Uploads
      </Text>
      <ul className={styles.list} aria-label="Uploads">
        {rows.map((row) => (
          <UploadLine key={row.key} row={row} />
        ))}
      </ul>
    </section>
  );
};
