import { ClipsQueries } from '../../application/clips';
import type { ClipSettings } from '../../domain/clips';
import { VideoPlayer } from '../player';
import { useQuery, useService } from '../shared';
import { useEventTopics } from './use-event-clips';

/** The event editor's Watch tab (spec 2 §2): the live player; 'Cannot load video' without a live playlist. */
export const EventWatchTab = ({ eventUuid }: { eventUuid: string }): React.JSX.Element => {
  useEventTopics(eventUuid);
  const queries = useService(ClipsQueries);
  const settings = useQuery<ClipSettings | undefined>(
    () => queries.settings$(eventUuid),
    [queries, eventUuid],
    undefined,
  );
  return (
    <section aria-label="Watch" style={{ maxWidth: 960 }}>
      <VideoPlayer url={settings?.live_playlist_url} label="Live video" autoPlay quiet />
    </section>
  );
};
