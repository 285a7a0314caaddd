import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { InstancePanelQueries } from '../../application/instances';
import type { StatsView } from '../../domain/instances';
import { useObservable, useService } from '../shared';
import { CoreGauges } from './core-gauges';
import { BatteryFigure, ProcessFigures, StreamerFigures, TemperatureFigure } from './stats-figures';
import { GaugeRow } from './gauge-row';
import { PanelSection } from './panel-section';
import { Sparkline } from './sparkline';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  line: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

const initial: StatsView = { streamer: { state: 'Unknown', versionColour: 'warning' } };

/** The Stats tab (spec 1 §2.7): streamer, load, CPU, memory, disks, battery, temperature, processes. */
export const StatsTab = ({ id }: { id: number }): React.JSX.Element => {
  const styles = useStyles();
  const view = useObservable(useService(InstancePanelQueries).panel(id).stats$, initial);
  return (
    <div className={styles.grid} data-testid="instance-stats">
      <StreamerFigures streamer={view.streamer} />
      <PanelSection title="Load" at={view.load?.at} testId="instance-load">
        <Body1 data-testid="load-values">{view.load ? view.load.values.join(' · ') : 'No figures yet'}</Body1>
        {view.os && <Caption1>{view.os}</Caption1>}
      </PanelSection>
      {view.cpu && (
        <PanelSection title={`CPU (${view.cpu.cores.length} cores)`} at={view.cpu.at} testId="instance-cpu">
          <div className={styles.line}>
            <Sparkline id={id} series="cpu" label="CPU average history" floor={0} />
          </div>
          <GaugeRow label="Average" gauge={view.cpu.average} />
          <GaugeRow label="Max" gauge={view.cpu.max} />
          <CoreGauges cores={view.cpu.cores} />
        </PanelSection>
      )}
      {view.memory && (
        <PanelSection title="Memory" at={view.memory.at} testId="instance-memory">
          <Sparkline id={id} series="memory" label="Memory history" floor={0} />
          <GaugeRow label="Used" gauge={view.memory} />
          <Caption1>{view.memory.detail}</Caption1>
        </PanelSection>
      )}
      {view.disks && (
        <PanelSection title="Disks" at={view.disks.at} testId="instance-disks">
          {view.disks.list.map((disk) => (
            <div key={disk.mount}>
              <GaugeRow label={disk.mount} gauge={disk} />
              <Caption1>{disk.detail}</Caption1>
            </div>
          ))}
        </PanelSection>
      )}
      {view.battery && <BatteryFigure battery={view.battery} />}
      {view.temperature && <TemperatureFigure temperature={view.temperature} />}
      {view.processes && <ProcessFigures processes={view.processes} />}
    </div>
  );
};
