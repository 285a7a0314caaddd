import { Body1, Caption1, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { InstancePanelQueries } from '../../application/instances';
import type { StatsView } from '../../domain/instances';
import { LiveText, useGatedShape, useService } from '../shared';
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
  body: { ...typographyStyles.body1 },
  caption: { ...typographyStyles.caption1 },
});

const initial: StatsView = { streamer: { state: 'Unknown', versionColour: 'warning' } };

/**
 * What the tab draws with React: which sections and rows there are, the streamer facts.
 * Everything else moves with each status frame and is a live figure (ui/shared/use-live).
 */
const statsShape = (view: StatsView): string =>
  JSON.stringify([
    view.streamer,
    view.os,
    view.load !== undefined,
    view.cpu?.cores.length,
    view.memory !== undefined,
    view.disks?.list.map((disk) => disk.mount),
    view.battery !== undefined,
    view.temperature !== undefined,
    view.processes && [
      view.processes.broadcaster !== undefined,
      view.processes.total !== undefined,
      view.processes.uptime !== undefined,
    ],
  ]);

const loadAt = (view: StatsView): number | undefined => view.load?.at;
const loadText = (view: StatsView): string => view.load?.values.join(' · ') ?? '';
const cpuAt = (view: StatsView): number | undefined => view.cpu?.at;
const memoryAt = (view: StatsView): number | undefined => view.memory?.at;
const memoryDetail = (view: StatsView): string => view.memory?.detail ?? '';
const disksAt = (view: StatsView): number | undefined => view.disks?.at;
const cores = (view: StatsView) => view.cpu?.cores ?? [];

/** The Stats tab (spec 1 §2.7): streamer, load, CPU, memory, disks, battery, temperature, processes. */
export const StatsTab = ({ id }: { id: number }): React.JSX.Element => {
  const styles = useStyles();
  const stats$ = useService(InstancePanelQueries).panel(id).stats$;
  const { value: view, live } = useGatedShape(stats$, statsShape, initial);
  return (
    <div ref={live.ref} className={styles.grid} data-testid="instance-stats">
      <StreamerFigures streamer={view.streamer} />
      <PanelSection title="Load" source$={stats$} at={loadAt} testId="instance-load">
        {view.load ? (
          <LiveText source$={stats$} text={loadText} width="100%" className={styles.body} testId="load-values" />
        ) : (
          <Body1 data-testid="load-values">No figures yet</Body1>
        )}
        {view.os && <Caption1>{view.os}</Caption1>}
      </PanelSection>
      {view.cpu && (
        <PanelSection title={`CPU (${view.cpu.cores.length} cores)`} source$={stats$} at={cpuAt} testId="instance-cpu">
          <div className={styles.line}>
            <Sparkline id={id} series="cpu" label="CPU average history" floor={0} />
          </div>
          <GaugeRow label="Average" source$={stats$} gauge={(stats) => stats.cpu?.average} />
          <GaugeRow label="Max" source$={stats$} gauge={(stats) => stats.cpu?.max} />
          <CoreGauges count={view.cpu.cores.length} source$={stats$} cores={cores} />
        </PanelSection>
      )}
      {view.memory && (
        <PanelSection title="Memory" source$={stats$} at={memoryAt} testId="instance-memory">
          <Sparkline id={id} series="memory" label="Memory history" floor={0} />
          <GaugeRow label="Used" source$={stats$} gauge={(stats) => stats.memory} />
          <LiveText source$={stats$} text={memoryDetail} width="100%" className={styles.caption} />
        </PanelSection>
      )}
      {view.disks && (
        <PanelSection title="Disks" source$={stats$} at={disksAt} testId="instance-disks">
          {view.disks.list.map((disk, index) => (
            <div key={disk.mount}>
              <GaugeRow label={disk.mount} source$={stats$} gauge={(stats) => stats.disks?.list[index]} />
              <LiveText
                source$={stats$}
                text={(stats) => stats.disks?.list[index]?.detail ?? ''}
                width="100%"
                className={styles.caption}
              />
            </div>
          ))}
        </PanelSection>
      )}
      {view.battery && <BatteryFigure stats$={stats$} />}
      {view.temperature && <TemperatureFigure stats$={stats$} />}
      {view.processes && (
        <ProcessFigures
          stats$={stats$}
          parts={{
            broadcaster: view.processes.broadcaster !== undefined,
            total: view.processes.total !== undefined,
            uptime: view.processes.uptime !== undefined,
          }}
        />
      )}
    </div>
  );
};
