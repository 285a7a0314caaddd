import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { InstancePanelQueries } from '../../application/instances';
import type { OutputsView } from '../../domain/instances';
import { useObservable, useService } from '../shared';
import { PanelSection } from './panel-section';
import { PanelTable } from './panel-table';
import { Sparkline } from './sparkline';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  transports: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
});

const initial: OutputsView = { outputs: [], transports: [], routers: [] };

/** The Outputs tab: outputs, RTMP / SRT / SRTLA stats with their bitrate history, input routers. */
export const OutputsTab = ({ id }: { id: number }): React.JSX.Element => {
  const styles = useStyles();
  const view = useObservable(useService(InstancePanelQueries).panel(id).outputs$, initial);
  return (
    <div className={styles.column} data-testid="instance-outputs">
      <PanelSection title="Outputs" at={view.outputsAt} testId="instance-output-list">
        <PanelTable
          label="Outputs"
          columns={['Name', 'State', 'Type', 'Url', 'Bitrate']}
          empty="No outputs reported"
          rows={view.outputs.map((output) => ({
            key: output.name,
            cells: [output.name, output.state, output.type, output.url, output.bitrate],
          }))}
        />
      </PanelSection>
      <div className={styles.transports}>
        {view.transports.map((transport) => (
          <PanelSection
            key={transport.name}
            title={transport.name}
            at={transport.at}
            testId={`transport-${transport.series}`}
          >
            <Body1>{transport.state}</Body1>
            <Caption1>{transport.figures.join(' · ')}</Caption1>
            <Sparkline id={id} series={transport.series} label={`${transport.name} bitrate history`} />
          </PanelSection>
        ))}
      </div>
      <PanelSection title="Input routers" at={view.routersAt} testId="instance-routers">
        <PanelTable
          label="Input routers"
          columns={['Name', 'State', 'Route', 'Bitrate']}
          empty="No input routers reported"
          rows={view.routers.map((router) => ({
            key: router.name,
            cells: [router.name, router.state, router.route, router.bitrate],
          }))}
        />
      </PanelSection>
    </div>
  );
};
