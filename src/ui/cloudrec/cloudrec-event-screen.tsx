import { Body1, Button, makeStyles, Subtitle1, Subtitle2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ClipsQueries, type EventVideo } from '../../application/clips';
import { ClipCutter } from '../clips/clip-cutter';
import { EventClipsPanel } from '../clips/event-clips-tab';
import { EventTagsPanel } from '../clips/event-tags-tab';
import { noViewer, useClipActions } from '../clips/use-clip-actions';
import { useEventTopics, useQuery } from '../clips/use-event-clips';
import { VideoPlayer } from '../player/video-player';
import { useService } from '../shared/services-context';
import { useObservable } from '../shared/use-observable';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  videos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
});

/** The video-on-demand view: the recording in the video editor, so clips are cut right here (spec 2 §2). */
const OnDemandPanel = ({ eventUuid }: { eventUuid: string }): React.JSX.Element => {
  const [requested, setRequested] = useState<readonly string[]>([]);
  const host = useClipActions(setRequested);
  return (
    <section aria-label="Video on demand">
      <Subtitle2 as="h2">Video on demand</Subtitle2>
      <ClipCutter eventUuid={eventUuid} host={host} requested={requested} onOpened={() => setRequested([])} />
      {host.dialogs}
    </section>
  );
};

const VideoPanel = ({ eventUuid, kind, title }: { eventUuid: string; kind: 'vod' | 'live'; title: string }): React.JSX.Element => {
  const queries = useService(ClipsQueries);
  const video = useQuery<EventVideo>(() => queries.video$(eventUuid, kind), [queries, eventUuid, kind], {});
  return (
    <section aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      <VideoPlayer url={video.url} message={video.message} label={title} autoPlay={kind === 'live'} quiet={kind === 'live'} />
    </section>
  );
};

/**
 * /cloudrec/event/{uuid} (spec 2 §2): '< Back to list', the video-on-demand and live views (hidden for
 * rec_readonly), then the clips and tags of the event.
 */
export const CloudrecEventScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  useEventTopics(uuid);
  const queries = useService(ClipsQueries);
  const viewer = useObservable(queries.viewer$, noViewer);
  const event = useQuery(() => queries.event$(uuid), [queries, uuid], undefined);
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <Button appearance="subtle" onClick={() => navigate('/cloudrec')}>{'< Back to list'}</Button>
        <Subtitle1 as="h1">{event?.title ?? 'Recording'}</Subtitle1>
        {event?.subtitle && <Body1>{event.subtitle}</Body1>}
      </div>
      {viewer.showsVideoPanels && (
        <div className={styles.videos}>
          <OnDemandPanel eventUuid={uuid} />
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
