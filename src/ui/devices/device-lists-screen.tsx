import { MessageBar, MessageBarBody, Tab, TabList } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { DeviceListEntry } from '../../application/devices';
import { RecordEditorRoute, type RecordEditorPaths } from '../content';
import { DeviceRecords } from './device-records';

/** Record editor paths of a section whose lists open under `{section}/list/{id}/data/…` (spec 3 §2.6). */
export const sectionPaths = (section: string): RecordEditorPaths => ({
  closeTo: () => `/devices/${section}/list`,
  edit: (listId, dataId) => `/devices/${section}/list/list/${listId}/data/edit/${dataId}`,
});

/**
 * The lists of a section (locations, series): the device types name them, usually one; with several a tab row
 * chooses. `children` go above the table (the plan's timeline).
 */
export const DeviceListsSection = ({
  section,
  lists,
  addLabel,
  testId,
  empty,
  children,
}: {
  section: string;
  lists: readonly DeviceListEntry[];
  addLabel: string;
  testId: string;
  empty: string;
  children?: (listId: number) => ReactNode;
}): React.JSX.Element => {
  const [chosen, setChosen] = useState<number>();
  const current = lists.find((list) => list.listId === chosen) ?? lists[0];
  if (!current)
    return (
      <MessageBar intent="info">
        <MessageBarBody>{empty}</MessageBarBody>
      </MessageBar>
    );
  const paths = sectionPaths(section);
  return (
    <>
      {lists.length > 1 && (
        <TabList selectedValue={String(current.listId)} onTabSelect={(_, data) => setChosen(Number(data.value))}>
          {lists.map((list) => (
            <Tab key={list.listId} value={String(list.listId)}>
              {list.label}
            </Tab>
          ))}
        </TabList>
      )}
      {children?.(current.listId)}
      <DeviceRecords
        key={current.listId}
        listId={current.listId}
        editPath={(dataId) => paths.edit(current.listId, dataId)}
        newPath={`/devices/${section}/list/list/${current.listId}/data/new`}
        addLabel={addLabel}
        testId={testId}
      />
    </>
  );
};

/** list/{id}/data/new and data/edit/{data_id} of the locations section. */
export const LocationEditorRoute = (): React.JSX.Element => <RecordEditorRoute paths={sectionPaths('locations')} />;

/** list/{id}/data/new and data/edit/{data_id} of the plan's series list. */
export const SeriesEditorRoute = (): React.JSX.Element => <RecordEditorRoute paths={sectionPaths('plan')} />;
