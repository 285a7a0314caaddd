import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { InstancePanelQueries, InstanceStatusFeed } from '../../application/instances';
import { BottomSheet, type BottomSheetTab } from '../bottom-sheet';
import { useObservable, useService } from '../shared';
import { EncodersTab } from './encoders-tab';
import { InfoCard } from './info-card';
import { NetworksTab } from './networks-tab';
import { OutputsTab } from './outputs-tab';
import { StatsTab } from './stats-tab';

const useStyles = makeStyles({ column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** Joins the instance's status topic while mounted (the feed leaves it when the last watcher goes). */
export const useInstanceStatus = (id: number): void => {
  const feed = useService(InstanceStatusFeed);
  useEffect(() => feed.watch(id), [feed, id]);
};

/** The four tabs of the instance panel (spec 1 §2.7); the Stats tab opens with the info card for administrators. */
export const instancePanelTabs = (id: number, isAdmin: boolean, openTo?: string): BottomSheetTab[] => [
  {
    value: 'stats',
    label: 'Stats',
    render: () => <StatsWithCard id={id} isAdmin={isAdmin} {...(openTo !== undefined ? { openTo } : {})} />,
  },
  { value: 'networks', label: 'Networks', render: () => <NetworksTab id={id} isAdmin={isAdmin} /> },
  { value: 'encoders', label: 'Encoders', render: () => <EncodersTab id={id} isAdmin={isAdmin} /> },
  { value: 'outputs', label: 'Outputs', render: () => <OutputsTab id={id} /> },
];

const StatsWithCard = ({ id, isAdmin, openTo }: { id: number; isAdmin: boolean; openTo?: string }) => {
  const styles = useStyles();
  return (
    <div className={styles.column}>
      {isAdmin && <InfoCard id={id} {...(openTo !== undefined ? { openTo } : {})} />}
      <StatsTab id={id} />
    </div>
  );
};

/**
 * The instance panel in a bottom sheet (spec 1 §2.7, spec 2 §2): /dashboard/instance/{id}, reached from the
 * instance chips and the side bar's menu. The info card's Open goes to the instance's editor.
 */
export const InstancePanelSheet = ({ id, closeTo }: { id: number; closeTo: string }): React.JSX.Element => {
  useInstanceStatus(id);
  const panel = useService(InstancePanelQueries).panel(id);
  const card = useObservable(panel.card$, undefined);
  const isAdmin = useObservable(panel.isAdmin$, false);
  return (
    <BottomSheet
      title={card ? card.title : `Instance ${id}`}
      closeTo={closeTo}
      hasId
      tabs={instancePanelTabs(id, isAdmin, `/instances/edit/${id}`)}
    />
  );
};
