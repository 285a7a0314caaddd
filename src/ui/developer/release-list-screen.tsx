import { Caption1, MessageBar, MessageBarBody, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { ContentFeed } from '../../application/content';
import {
  defaultReleaseStatus,
  isReleaseStatus,
  ReleaseListsQueries,
  releaseStatuses,
  releaseTime,
} from '../../application/developer';
import type { ReleaseStatus } from '../../domain/cms';
import type { ReleaseArea } from '../../domain/developer';
import { AdminListControls, AdminTable } from '../admin-kit';
import { Loading, TablePager, useObservable, useService, useQuery } from '../shared';
import { releaseColumns } from './release-columns';

const titles: Readonly<Record<ReleaseArea, string>> = { releases: 'Releases', broadcaster: 'Broadcaster releases' };
const settingKeys: Readonly<Record<ReleaseArea, string>> = {
  releases: 'version_3_list_id',
  broadcaster: 'broadcaster_list_id',
};

interface TableProps {
  readonly area: ReleaseArea;
  readonly listId: number;
  readonly status: ReleaseStatus;
}

/** One release list on one status tab: search, the kit's table, pages; a row opens its editor. */
const ReleaseTable = ({ area, listId, status }: TableProps): React.JSX.Element => {
  const queries = useService(ReleaseListsQueries);
  const feed = useService(ContentFeed);
  const navigate = useNavigate();
  useEffect(() => feed.open(listId), [feed, listId]);
  // One list per release list; the tab is its status filter, so search, sort and page size survive a tab change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const list = useMemo(() => queries.table(listId, status), [queries, listId]);
  useEffect(() => list.setFilter('status', status), [list, status]);
  const view = useObservable(list.view$, undefined);
  const columns = useMemo(() => releaseColumns(area, (row) => releaseTime(row, queries.zone)), [area, queries]);
  if (!view) return <Loading label="Loading the releases…" />;
  return (
    <>
      <AdminListControls
        list={list}
        view={view}
        searchHint="Version, key, unit id or OS"
        testId="releases"
        noun="releases"
      />
      <AdminTable
        label={`${titles[area]}: ${status}`}
        list={list}
        view={view}
        columns={columns}
        rowKey={(row) => String(row.id)}
        rowLabel={(row) => `release ${row.version || row.id}`}
        onOpen={(row) => void navigate(`/developer/${area}/${status}/edit/${listId}/data/${row.id}`)}
        testId="releases"
      />
      <TablePager label="Release pages" view={view} paging={list} testIdPrefix="releases" />
    </>
  );
};

/**
 * /developer/releases/{type} and /developer/broadcaster/{type} (spec 3 §2.8): the tab links of the eight release
 * statuses over the developer_config list's records; edit/{id}/data/{data_id} opens the editor over them.
 */
const ReleaseListScreen = ({ area }: { area: ReleaseArea }): React.JSX.Element => {
  const queries = useService(ReleaseListsQueries);
  const navigate = useNavigate();
  const { status } = useParams();
  const listId = useQuery(() => queries.listId$(area), [queries, area], undefined);
  const settingsLoaded = useObservable(queries.settingsLoaded$, false);
  if (!isReleaseStatus(status)) return <Navigate to={`/developer/${area}/${defaultReleaseStatus}`} replace />;
  return (
    <section
      aria-labelledby="releases-title"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16, flex: '1 1 auto', minHeight: 0 }}
    >
      <Title2 id="releases-title" as="h1">
        {titles[area]}
      </Title2>
      <TabList
        selectedValue={status}
        onTabSelect={(_, data) => void navigate(`/developer/${area}/${String(data.value)}`)}
        aria-label="Release status"
        data-testid="release-status-tabs"
        style={{ flexWrap: 'wrap', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` }}
      >
        {releaseStatuses.map((value) => (
          <Tab key={value} value={value} data-testid={`release-tab-${value}`}>
            {value}
          </Tab>
        ))}
      </TabList>
      {listId !== undefined ? (
        <ReleaseTable key={listId} area={area} listId={listId} status={status} />
      ) : settingsLoaded ? (
        <MessageBar intent="warning" data-testid="releases-no-list">
          <MessageBarBody>
            No developer_config setting names this list ({settingKeys[area]}). Set it under Settings → Settings.
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Caption1>Loading the settings…</Caption1>
      )}
      <Outlet />
    </section>
  );
};

export const ReleasesScreen = (): React.JSX.Element => <ReleaseListScreen area="releases" />;
export const BroadcasterScreen = (): React.JSX.Element => <ReleaseListScreen area="broadcaster" />;
