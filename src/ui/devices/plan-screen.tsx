import { Button, Title2 } from '@fluentui/react-components';
import { ArrowClockwise16Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { DevicesQueries, PlanQueries } from '../../application/devices';
import { useObservable, useService } from '../shared';
import { DeviceListsSection, sectionPaths } from './device-lists-screen';
import { PlanTimeline } from './plan-timeline';

/**
 * /devices/plan/list (spec 3 §2.6, §9): the timeline of series records from today to one year ahead, a refresh
 * button, and the series list with its records' editors.
 */
export const PlanScreen = (): React.JSX.Element => {
  const devices = useService(DevicesQueries);
  const plan = useService(PlanQueries);
  const navigate = useNavigate();
  const lists = useObservable(devices.seriesLists$, []);
  const view = useObservable(plan.view$, undefined);
  const [refreshing, setRefreshing] = useState(false);
  const listIds = lists.map((list) => list.listId).join(',');
  const refresh = (): void => {
    setRefreshing(true);
    void plan.refresh(lists.map((list) => list.listId)).finally(() => setRefreshing(false));
  };
  // Read once on opening and whenever the device types name other series lists.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(refresh, [plan, listIds]);
  const paths = sectionPaths('plan');
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        flex: '1 1 auto',
        minHeight: 0,
        padding: 16,
        overflowY: 'auto',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Title2 as="h1">Plan</Title2>
        <Button icon={<ArrowClockwise16Regular />} disabled={refreshing} data-testid="plan-refresh" onClick={refresh}>
          Refresh
        </Button>
        <span data-testid="plan-count">{view ? `${view.items.length} series from today to one year ahead` : ''}</span>
      </div>
      {view && (
        <PlanTimeline
          window={view.window}
          items={view.items}
          offsetMinutes={(ms) => plan.offsetMinutes(ms)}
          onOpen={(listId, id) => void navigate(paths.edit(listId, id))}
        />
      )}
      <DeviceListsSection
        section="plan"
        lists={lists}
        addLabel="Add series"
        testId="device-series"
        empty="No device type names a series list."
      />
      <Outlet />
    </div>
  );
};
