import { Button, CounterBadge, makeStyles, ProgressBar, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { ProcessesQueries } from '../../application/processes';
import { UploadQueue, UploadsQueries, type UploadRow } from '../../application/uploads';
import { TruncatedText, useService, useObservable } from '../shared';
import { UploadList } from '../uploads';
import { FooterBoundary } from './footer-boundary';
import { ProcessTable } from './process-table';

const useStyles = makeStyles({
  bar: { display: 'flex', flexDirection: 'column', width: '100%' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minHeight: '32px' },
  current: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexGrow: 1,
    maxWidth: '640px',
    minWidth: 0,
  },
  fileName: { flexShrink: 0, maxWidth: '240px' },
  progress: { flexGrow: 1 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '45vh',
    overflowY: 'auto',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
  },
});

/** The running upload, visible even while the bar is folded. */
const CurrentUpload = ({ row }: { row: UploadRow }): React.JSX.Element => {
  const styles = useStyles();
  const queue = useService(UploadQueue);
  return (
    <div className={styles.current} role="status" aria-label={`Uploading ${row.fileName}`}>
      <TruncatedText text={row.fileName} size={200} className={styles.fileName} />
      <ProgressBar
        className={styles.progress}
        value={(row.percent ?? 0) / 100}
        aria-label={`Upload of ${row.fileName}`}
        aria-valuetext={`${row.percent ?? 0}%`}
      />
      <Text size={200}>{row.percent ?? 0}%</Text>
      <Button size="small" onClick={() => queue.cancel(row.key)} aria-label={`Cancel upload of ${row.fileName}`}>
        Cancel
      </Button>
    </div>
  );
};

const ProcessBarContent = (): React.JSX.Element => {
  const styles = useStyles();
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const count = useObservable(useService(ProcessesQueries).count$, 0);
  const current = useObservable(useService(UploadsQueries).current$, undefined);
  return (
    <section className={styles.bar} aria-label="Process bar">
      <div className={styles.header}>
        <ToggleButton
          data-testid="process-bar-toggle"
          size="small"
          checked={expanded}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
          icon={<CounterBadge count={count} showZero size="small" appearance="ghost" color="informative" />}
          iconPosition="after"
        >
          Processes
        </ToggleButton>
        {current && !expanded && <CurrentUpload row={current} />}
      </div>
      {expanded && (
        <div id={panelId} className={styles.panel} role="region" aria-label="Processes and uploads">
          <ProcessTable />
          <UploadList />
        </div>
      )}
    </section>
  );
};

/**
 * The footer's process bar (spec 1 §2.6): folded, a toggle with the number of processes and the running
 * upload; unfolded, the process table and the upload queue.
 */
export const ProcessBar = (): React.JSX.Element => (
  <FooterBoundary>
    <ProcessBarContent />
  </FooterBoundary>
);
