import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { Observable } from 'rxjs';
import { InstancePanelQueries } from '../../application/instances';
import type { OutputsView } from '../../domain/instances';
import { LiveText, useGatedShape, useService } from '../shared';
import { PanelSection } from './panel-section';
import { PanelTable, type PanelColumn } from './panel-table';
import { Sparkline } from './sparkline';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  transports: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  body: { ...typographyStyles.body1 },
  caption: { ...typographyStyles.caption1 },
});

const initial: OutputsView = { outputs: [], transports: [], routers: [] };

type Output = OutputsView['outputs'][number];
type Router = OutputsView['routers'][number];
type Transport = OutputsView['transports'][number];

/** Drawn with React: which outputs, transports and input routers there are. */
const outputsShape = (view: OutputsView): string =>
  JSON.stringify([
    view.outputs.map((output) => output.name),
    view.transports.map((transport) => transport.name),
    view.routers.map((router) => router.name),
  ]);

const outputs = (view: OutputsView): readonly Output[] => view.outputs;
const routers = (view: OutputsView): readonly Router[] => view.routers;
const outputsAt = (view: OutputsView): number | undefined => view.outputsAt;
const routersAt = (view: OutputsView): number | undefined => view.routersAt;

const outputColumns: readonly PanelColumn<Output>[] = [
  { header: 'Name', text: (output) => output.name },
  { header: 'State', text: (output) => output.state },
  { header: 'Type', text: (output) => output.type },
  { header: 'Url', text: (output) => output.url },
  { header: 'Bitrate', text: (output) => output.bitrate, figure: '11ch' },
];

const routerColumns: readonly PanelColumn<Router>[] = [
  { header: 'Name', text: (router) => router.name },
  { header: 'State', text: (router) => router.state },
  { header: 'Route', text: (router) => router.route },
  { header: 'Bitrate', text: (router) => router.bitrate, figure: '11ch' },
];

/** RTMP, SRT or SRTLA: its state, figures and bitrate history. */
const TransportFigures = ({
  id,
  outputs$,
  index,
  transport,
}: {
  id: number;
  outputs$: Observable<OutputsView>;
  index: number;
  transport: Transport;
}): React.JSX.Element => {
  const styles = useStyles();
  return (
    <PanelSection
      title={transport.name}
      source$={outputs$}
      at={(view) => view.transports[index]?.at}
      testId={`transport-${transport.series}`}
    >
      <LiveText
        source$={outputs$}
        text={(view) => view.transports[index]?.state ?? ''}
        width="100%"
        className={styles.body}
      />
      <LiveText
        source$={outputs$}
        text={(view) => view.transports[index]?.figures.join(' · ') ?? ''}
        className={styles.caption}
      />
      <Sparkline id={id} series={transport.series} label={`${transport.name} bitrate history`} />
    </PanelSection>
  );
};

/** The Outputs tab: outputs, RTMP / SRT / SRTLA stats with their bitrate history, input routers. */
export const OutputsTab = ({ id }: { id: number }): React.JSX.Element => {
  const styles = useStyles();
  const outputs$ = useService(InstancePanelQueries).panel(id).outputs$;
  const { value: view, live } = useGatedShape(outputs$, outputsShape, initial);
  return (
    <div ref={live.ref} className={styles.column} data-testid="instance-outputs">
      <PanelSection title="Outputs" source$={outputs$} at={outputsAt} testId="instance-output-list">
        <PanelTable
          label="Outputs"
          columns={outputColumns}
          source$={outputs$}
          rows={outputs}
          shown={view.outputs}
          rowKey={(output) => output.name}
          empty="No outputs reported"
        />
      </PanelSection>
      <div className={styles.transports}>
        {view.transports.map((transport, index) => (
          <TransportFigures key={transport.name} id={id} outputs$={outputs$} index={index} transport={transport} />
        ))}
      </div>
      <PanelSection title="Input routers" source$={outputs$} at={routersAt} testId="instance-routers">
        <PanelTable
          label="Input routers"
          columns={routerColumns}
          source$={outputs$}
          rows={routers}
          shown={view.routers}
          rowKey={(router) => router.name}
          empty="No input routers reported"
        />
      </PanelSection>
    </div>
  );
};
