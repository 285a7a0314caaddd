import { Body1, Field, makeStyles, MessageBar, MessageBarBody, ProgressBar, tokens } from '@fluentui/react-components';
import { useState, type DragEvent } from 'react';
import { ReplayService, type ReplayLoad } from '../../application/replay-inspector';
import { useService } from '../shared';
import { BadLines } from './bad-lines';

const useStyles = makeStyles({
  drop: {
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: '32px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    alignItems: 'flex-start',
  },
  over: { border: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorNeutralBackground2 },
});

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Picks or drops a recording and shows the read's progress and any bad lines. */
export const OpenRecording = ({ load }: { load: ReplayLoad }): React.JSX.Element => {
  const styles = useStyles();
  const replay = useService(ReplayService);
  const [over, setOver] = useState(false);
  const open = (files: FileList | null): void => {
    const file = files?.[0];
    if (file) void replay.open(file);
  };
  const drop = (event: DragEvent): void => {
    event.preventDefault();
    setOver(false);
    open(event.dataTransfer.files);
  };
  const fraction = load.size > 0 ? load.bytesRead / load.size : 0;
  return (
    <section
      className={over ? `${styles.drop} ${styles.over}` : styles.drop}
      aria-label="Open a recording"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Body1 as="p">
        Choose a recording (.ndjson or .screc) or drop it here. It is read in the browser and never uploaded.
      </Body1>
      <Field label="Recording file">
        {/* A native input does not read Field's context: the render function hands it the label's id. */}
        {(fieldProps) => (
          <input
            {...fieldProps}
            type="file"
            accept=".ndjson,.jsonl,.json,.screc,application/x-ndjson"
            data-testid="recording-input"
            onChange={(event) => open(event.currentTarget.files)}
          />
        )}
      </Field>
      {load.phase === 'reading' && (
        <Field
          label={`Reading ${load.fileName}: ${megabytes(load.bytesRead)} of ${megabytes(load.size)}, ${load.entries} entries`}
          style={{ width: '100%' }}
        >
          <ProgressBar
            value={fraction}
            max={1}
            aria-label={`Reading ${load.fileName}`}
            aria-valuetext={`${Math.round(fraction * 100)}%`}
          />
        </Field>
      )}
      {load.phase === 'failed' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{load.failure}</MessageBarBody>
        </MessageBar>
      )}
      <BadLines lines={load.badLines} />
    </section>
  );
};
