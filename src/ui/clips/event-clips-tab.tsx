import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { ClipsQueries } from '../../application/clips';
import type { ClipFilterTab } from '../../domain/clips';
import { useService, useObservable } from '../shared';
import { ClipList } from './clip-list';
import { EventTagsPanel } from './event-tags-tab';
import { ExportList } from './export-list';
import { MtvCompilationButton } from './mtv-compilation-dialog';
import { noViewer, useClipActions, type ClipActionsHost } from './use-clip-actions';
import { useEventTopics } from './use-event-clips';

const tabLabels: Readonly<Record<ClipFilterTab, string>> = {
  my_clips: 'My clips',
  all_clips: 'All clips',
  exports: 'Exports',
  tags: 'Tags',
};

/** Clips, exports and tags of an event under the filter tabs (spec 2 §2); rec_readonly: all clips, no tabs. */
export const EventClipsPanel = ({
  eventUuid,
  host: sharedHost,
}: {
  eventUuid: string;
  host?: ClipActionsHost;
}): React.JSX.Element => {
  const viewer = useObservable(useService(ClipsQueries).viewer$, noViewer);
  const [chosen, setChosen] = useState<ClipFilterTab>('my_clips');
  const ownHost = useClipActions();
  const host = sharedHost ?? ownHost;
  const tab = viewer.filterTabs.includes(chosen) ? chosen : (viewer.filterTabs[0] ?? 'all_clips');
  return (
    <section aria-label="Clips">
      {viewer.filterTabs.length > 1 && (
        <TabList
          selectedValue={tab}
          onTabSelect={(_event, data) => setChosen(data.value as ClipFilterTab)}
          aria-label="Clip filter"
        >
          {viewer.filterTabs.map((value) => (
            <Tab key={value} value={value}>
              {tabLabels[value]}
            </Tab>
          ))}
        </TabList>
      )}
      {(tab === 'my_clips' || tab === 'all_clips') && (
        <ClipList eventUuid={eventUuid} tab={tab} actions={host.actions} />
      )}
      {tab === 'exports' && viewer.showsMtvExport && <MtvCompilationButton eventUuid={eventUuid} />}
      {tab === 'exports' && <ExportList eventUuid={eventUuid} canReExport={viewer.showsReExport} />}
      {tab === 'tags' && <EventTagsPanel eventUuid={eventUuid} />}
      {!sharedHost && host.dialogs}
    </section>
  );
};

/** The event editor's Clips tab (spec 2 §2). */
export const EventClipsTab = ({ eventUuid }: { eventUuid: string }): React.JSX.Element => {
  useEventTopics(eventUuid);
  return <EventClipsPanel eventUuid={eventUuid} />;
};
