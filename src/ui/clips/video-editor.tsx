import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { ClipEditing, ClipsQueries, type EventVideo } from '../../application/clips';
import type { EditorAction, RecordingPoints } from '../../domain/clips';
import { VideoPlayer, type PlayerHandle } from '../player';
import { useQuery, useService } from '../shared';
import { useEditorShortcuts } from './use-editor-shortcuts';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

export interface VideoEditorProps {
  readonly eventUuid: string;
  readonly dialogsOpen: { readonly tag: boolean; readonly save: boolean; readonly export: boolean };
  readonly onSave: (points: { readonly start?: number; readonly end?: number }) => void;
  readonly onTag: (position: number) => void;
  readonly onOpenLatest: () => void;
  /** In and out points to start from (a /cloudrec/event link's start/end); later Alt+Q/Alt+W replace them. */
  readonly presetPoints?: RecordingPoints;
}

/** The video editor (spec 2 §2): the recording with in and out points and the keyboard shortcuts. */
export const VideoEditor = ({
  eventUuid,
  dialogsOpen,
  onSave,
  onTag,
  onOpenLatest,
  presetPoints,
}: VideoEditorProps): React.JSX.Element => {
  const styles = useStyles();
  const editing = useService(ClipEditing);
  const queries = useService(ClipsQueries);
  const video = useQuery<EventVideo>(() => queries.video$(eventUuid, 'vod'), [queries, eventUuid], {});
  const player = useRef<PlayerHandle | null>(null);
  const [points, setPoints] = useState<{ start?: number; end?: number }>(presetPoints ?? {});
  // The values decide, not the object: the window arrives once the event is known, and again only if its times change.
  const presetStart = presetPoints?.start;
  const presetEnd = presetPoints?.end;
  useEffect(() => {
    if (presetStart === undefined || presetEnd === undefined) return;
    setPoints({ start: presetStart, end: presetEnd });
    // A player already loading started at 0: go to the in point (one loading later starts there: startAt).
    player.current?.seek(presetStart);
  }, [presetStart, presetEnd]);
  const position = (): number => player.current?.currentTime() ?? 0;
  const perform = (action: EditorAction): void => {
    const step = editing.stepOf(action);
    if (step !== undefined) return player.current?.stepBy(step);
    switch (action) {
      case 'openLatestClip':
        return onOpenLatest();
      case 'setInPoint':
        return setPoints((current) => ({ ...current, start: editing.inPoint(position()) }));
      case 'setOutPoint':
        return setPoints((current) => ({ ...current, end: editing.outPoint(position()) }));
      case 'seekToInPoint':
        return points.start === undefined ? undefined : player.current?.seek(points.start);
      case 'seekToOutPoint':
        return points.end === undefined ? undefined : player.current?.seek(points.end);
      case 'reloadVideo':
        return player.current?.reload();
      case 'togglePlay':
        return player.current?.togglePlay();
      default:
        return undefined;
    }
  };
  useEditorShortcuts(dialogsOpen, perform);
  const pointText = (seconds: number | undefined): string =>
    seconds === undefined ? '–' : editing.formatStreamTime(seconds);
  return (
    <section className={styles.editor} aria-label="Video editor">
      <VideoPlayer
        url={video.url}
        message={video.message}
        label="Event recording"
        handleRef={player}
        {...(presetPoints ? { startAt: presetPoints.start } : {})}
      />
      <div className={styles.row}>
        <Button size="small" onClick={() => perform('setInPoint')} title="Alt+Q">
          Set in
        </Button>
        <Button size="small" onClick={() => perform('setOutPoint')} title="Alt+W">
          Set out
        </Button>
        <Button size="small" appearance="primary" onClick={() => onSave(points)}>
          Save clip
        </Button>
        <Button size="small" onClick={() => onTag(Math.floor(position()))}>
          Tag
        </Button>
      </div>
      <Caption1 data-testid="clip-points">{`In ${pointText(points.start)} · Out ${pointText(points.end)}`}</Caption1>
      <Caption1>{editing.shortcuts.map((shortcut) => shortcut.label).join(' · ')}</Caption1>
    </section>
  );
};
