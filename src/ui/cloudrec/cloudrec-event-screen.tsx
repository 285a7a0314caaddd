import { Body1, Button, Caption1, makeStyles, Subtitle1, Subtitle2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ClipsQueries, type EventVideo } from '../../application/clips';
import type { RecordingPoints } from '../../domain/clips';
import { ClipCutter, EventClipsPanel, EventTagsPanel, noViewer, useClipActions, useEventTopics } from '../clips';
import { VideoPlayer } from '../player';
import { useObservable, useQuery, useService } from '../shared';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
  },
  videos: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
});

/**
 * The video-on-demand view: the recording in the video editor, so clips are cut right here (spec 2 §2); a
 * link's start/end window opens as its in and out points.
 */
const OnDemandPanel = ({
  eventUuid,
  presetPoints,
}: {
  eventUuid: string;
  presetPoints: RecordingPoints | undefined;
}): React.JSX.Element => {
  const [requested, setRequested] = useState<readonly string[]>([]);
  const host = useClipActions(setRequested);
  return (
    <section aria-label="Video on demand">
      <Subtitle2 as="h2">Video on demand</Subtitle2>
      <ClipCutter
        eventUuid={eventUuid}
        host={host}
        requested={requested}
        onOpened={() => setRequested([])}
        presetPoints={presetPoints}
      />
      {host.dialogs}
    </section>
  );
};

const VideoPanel = ({
  eventUuid,
  kind,
  title,
}: {
  eventUuid: string;
  kind: 'vod' | 'live';
  title: string;
}): React.JSX.Element => {
  const queries = useService(ClipsQueries);
  const video = useQuery<EventVideo>(() => queries.video$(eventUuid, kind), [queries, eventUuid, kind], {});
  return (
    <section aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      <VideoPlayer
        url={video.url}
        message={video.message}
        label={title}
        autoPlay={kind === 'live'}
        quiet={kind === 'live'}
      />
    </section>
  );
};

/**
 * /cloudrec/event/{uuid} (spec 2 §2): '< Back to list', the video-on-demand and live views (hidden for
 * rec_readonly), then the clips and tags of the event. The optional start/end query names the window the
 * page is about: shown under the title and set as the video editor's in and out points.
 */
export const CloudrecEventScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const start = params.get('start');
  const end = params.get('end');
  const navigate = useNavigate();
  useEventTopics(uuid);
  const queries = useService(ClipsQueries);
  const viewer = useObservable(queries.viewer$, noViewer);
  const event = useQuery(() => queries.event$(uuid), [queries, uuid], undefined);
  const linkWindow = useQuery(() => queries.recordingWindow$(uuid, start, end), [queries, uuid, start, end], undefined);
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <Button appearance="subtle" onClick={() => navigate('/cloudrec')}>
          {'< Back to list'}
        </Button>
        <Subtitle1 as="h1">{event?.title ?? 'Recording'}</Subtitle1>
        {event?.subtitle && <Body1>{event.subtitle}</Body1>}
        {linkWindow && <Caption1 data-testid="recording-window">{`Window ${linkWindow.text}`}</Caption1>}
      </div>
      {viewer.showsVideoPanels && (
        <div className={styles.videos}>
          <OnDemandPanel eventUuid={uuid} presetPoints={linkWindow?.points} />
          <VideoPanel eventUuid={uuid} kind="live" title="Live" />
        </div>
      )}
      <EventClipsPanel eventUuid={uuid} />
      {viewer.recReadonly && (
        <section aria-label="Tags">
          <Subtitle2 as="h2">Tags</Subtitle2>
          <EventTagsPanel eventUuid={uuid} />
        </section>
      )}
    </div>
  );
};
