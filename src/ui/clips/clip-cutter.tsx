import { useEffect, useEffectEvent, useState } from 'react';
import { firstValueFrom } from 'rxjs';
import { ClipsQueries } from '../../application/clips';
import type { RecordingPoints } from '../../domain/clips';
import { useQuery, useService } from '../shared';
import { TagDialog, type TagTarget } from './tag-dialog';
import type { ClipActionsHost } from './use-clip-actions';
import { VideoEditor } from './video-editor';

/**
 * The video editor with what it opens: the clip editor for a new cut (through the host, whose dialogs also
 * switch the shortcuts off), the tag dialog at the player position, the latest own clip (Alt+X), and a newly
 * requested clip once it is ready (spec 2 §4).
 */
export const ClipCutter = ({
  eventUuid,
  host,
  requested,
  onOpened,
  presetPoints,
}: {
  eventUuid: string;
  host: ClipActionsHost;
  /** Uuids of the clips the last save created. */
  requested: readonly string[];
  onOpened: () => void;
  /** In and out points to open on (a /cloudrec/event link's window). */
  presetPoints?: RecordingPoints;
}): React.JSX.Element => {
  const queries = useService(ClipsQueries);
  const [tagTarget, setTagTarget] = useState<TagTarget>();
  const latestKey = useQuery(() => queries.latestOwnGroupKey$(eventUuid), [queries, eventUuid], undefined);
  const readyKey = useQuery(
    () => queries.readyGroupOf$(eventUuid, requested),
    [queries, eventUuid, requested],
    undefined,
  );
  const openGroup = (key: string | undefined): void => {
    if (key === undefined) return;
    void firstValueFrom(queries.group$(eventUuid, key)).then((row) => row && host.openClip(row));
  };
  // The ready key alone decides when; the latest onOpened and openGroup are what runs then.
  const openReady = useEffectEvent((key: string) => {
    onOpened();
    openGroup(key);
  });
  useEffect(() => {
    if (readyKey !== undefined) openReady(readyKey);
  }, [readyKey]);
  return (
    <>
      <VideoEditor
        eventUuid={eventUuid}
        dialogsOpen={{ tag: tagTarget !== undefined, save: host.saveOpen, export: host.exportOpen }}
        onSave={(points) => host.openEditor({ mode: 'create', eventUuid, ...points })}
        onTag={(position) => setTagTarget({ mode: 'create', streamTime: position })}
        onOpenLatest={() => openGroup(latestKey)}
        presetPoints={presetPoints}
      />
      <TagDialog eventUuid={eventUuid} target={tagTarget} onClose={() => setTagTarget(undefined)} />
    </>
  );
};
