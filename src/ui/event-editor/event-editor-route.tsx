import { Button, Spinner } from '@fluentui/react-components';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { editPathFor, EventEditorSave, type EventEditorSession } from '../../application/event-editor';
import type { SaveMode } from '../../domain/event-editor';
import { BottomSheet, type BottomSheetTab } from '../bottom-sheet';
import { EventClipsTab, EventScheduleTab, EventTagsTab, EventWatchTab } from '../clips';
import { useService, useObservable } from '../shared';
import { UploadWaitNote, useFormUploading } from '../forms';
import { EventTab } from './event-tab';
import { overlapNotConfirmed, overlapNotConfirmedToUnarchive, OverlapWarningBar } from './overlap-warning';
import { useOverlapConsent } from './use-overlap-consent';
import { useEditorSession } from './use-editor-session';

const editTabs = (uuid: string): BottomSheetTab[] => [
  { value: 'schedule', label: 'Schedule', availability: 'edit', render: () => <EventScheduleTab eventUuid={uuid} /> },
  { value: 'watch', label: 'Watch', availability: 'edit', render: () => <EventWatchTab eventUuid={uuid} /> },
  { value: 'clips', label: 'Clips', availability: 'edit', render: () => <EventClipsTab eventUuid={uuid} /> },
  { value: 'tags', label: 'Tags', availability: 'edit', render: () => <EventTagsTab eventUuid={uuid} /> },
];

const EditorSheet = ({
  session,
  closeTo,
  contentHeight,
}: {
  readonly session: EventEditorSession;
  readonly closeTo: string;
  /** The sheet's own content height (600 px under /billing, spec 3 §2); the general one otherwise. */
  readonly contentHeight?: number | undefined;
}): React.JSX.Element => {
  const snapshot = useObservable(session.snapshot$, session.state);
  const save = useService(EventEditorSave);
  const overlap = useOverlapConsent(session);
  const uploading = useFormUploading('event');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const uuid = session.request.uuid;
  const run = (mode: SaveMode): void => {
    if (overlap.blocks) {
      // The operator sees everything that stands in the way at once: the form's own blockers with the overlap.
      session.form?.submit();
      session.mark({ submitted: true, saveMessages: [...save.blockers(session), overlapNotConfirmed] });
      return;
    }
    void save.save(session, mode, overlap.accepted).then((outcome) => {
      if (!outcome.ok) return;
      if (mode === 'close') void navigate(closeTo);
      else if (outcome.uuid && outcome.uuid !== uuid) void navigate(editPathFor(pathname, outcome.uuid));
    });
  };
  // Unarchive books the destination again: the overlaps shown ask the same consent, which it sends (issue 32 §3).
  const unarchive = (): void => {
    if (overlap.blocks) session.mark({ saveMessages: [overlapNotConfirmedToUnarchive] });
    else void save.setState(session, 'active', overlap.accepted);
  };
  const tabs: BottomSheetTab[] = [
    {
      value: 'event',
      label: 'Event',
      render: () => (
        <EventTab
          session={session}
          snapshot={snapshot}
          unarchive={unarchive}
          overlap={
            <OverlapWarningBar overlaps={overlap.overlaps} accepted={overlap.accepted} onAccept={overlap.accept} />
          }
        />
      ),
    },
    ...editTabs(uuid ?? ''),
  ];
  const ready = snapshot.status === 'ready' && !snapshot.saving && !uploading;
  const title = uuid ? snapshot.draft?.title || 'Event' : 'New event';
  return (
    <BottomSheet
      title={title}
      closeTo={closeTo}
      {...(contentHeight !== undefined ? { contentHeight } : {})}
      hasId={uuid !== undefined}
      editing={uuid === undefined ? undefined : { kind: 'events', id: uuid }}
      tabs={tabs}
      actions={
        <>
          {snapshot.saving && <Spinner size="tiny" label="Saving…" />}
          <UploadWaitNote uploading={uploading} />
          {uuid && (
            <Button disabled={!ready} onClick={() => run('new')}>
              Save as new
            </Button>
          )}
          <Button disabled={!ready} onClick={() => run('close')}>
            Save and close
          </Button>
          <Button appearance="primary" disabled={!ready} onClick={() => run('none')}>
            Save
          </Button>
        </>
      }
    />
  );
};

/**
 * The event editor in a bottom sheet over a list (spec 2 §2). Reads the route's `uuid` (absent = new event),
 * the `clone_id` query (prefill from that event) and `group` (create in that event group); closes to `closeTo`.
 */
export const EventEditorRoute = ({
  closeTo,
  contentHeight,
}: {
  closeTo: string;
  contentHeight?: number;
}): React.JSX.Element => {
  const params = useParams();
  const [query] = useSearchParams();
  const uuid = params.uuid ?? params.id;
  const cloneId = query.get('clone_id') ?? undefined;
  const group = query.get('group') ?? undefined;
  const session = useEditorSession({
    ...(uuid ? { uuid } : {}),
    ...(!uuid && cloneId ? { cloneId } : {}),
    ...(!uuid && group ? { group } : {}),
  });
  if (!session) return <Spinner size="small" label="Opening editor…" />;
  return (
    <EditorSheet
      key={`${uuid ?? 'new'}:${cloneId ?? ''}`}
      session={session}
      closeTo={closeTo}
      contentHeight={contentHeight}
    />
  );
};
