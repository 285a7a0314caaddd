import { FluentProvider, webDarkTheme } from '@fluentui/react-components';
import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { instancesModule } from '../../../src/application/instances';
import { notificationsModule } from '../../../src/application/notifications';
import { StateReader } from '../../../src/application/store';
import { formatKbps } from '../../../src/domain/instances';
import { EncodersTab } from '../../../src/ui/instances/encoders-tab';
import { InfoCard } from '../../../src/ui/instances/info-card';
import { NetworksTab } from '../../../src/ui/instances/networks-tab';
import { OutputsTab } from '../../../src/ui/instances/outputs-tab';
import { StatsTab } from '../../../src/ui/instances/stats-tab';
import { featureProjections, registerProjections } from '../../../src/domain/state';
import { ServicesProvider, useObservable, useService } from '../../../src/ui/shared';
import { createHarness } from '../../../test/application/console-harness';
import { busyStatus } from '../instance-panel-world';

// The instance panel benchmark (issue 13: "the panel with all four tabs open on a busy instance — status at
// 1 Hz, 32 cores, 8 encoders, 10 interfaces — costs less than 2 ms of main-thread work per update"): the real
// application layer (log, store, wire normalizer, the instances queries) and the real tab components, all
// four mounted at once. Each update is one status frame: appended, folded and rendered inside flushSync, then
// a forced layout, so the time is the whole synchronous main-thread work the frame causes. The baseline is
// the same panel re-rendered whole per frame (remounted under a new key). tools/bench/instance-panel-bench.ts
// drives it.

export interface PanelBenchResult {
  readonly panel: readonly number[];
  readonly baseline: readonly number[];
  /** Of each panel update, the forced style and layout after React's commit: the browser's share. */
  readonly panelLayout: readonly number[];
  /** The frame folded with nothing mounted: the store's share of an update. */
  readonly foldOnly: readonly number[];
  readonly userAgent: string;
}

declare global {
  interface Window {
    panelBench?: { readonly result?: PanelBenchResult; readonly error?: string };
  }
}

// The features' projections register when the signed-in part loads (src/infrastructure/di/signed-in.ts); without
// them the status frames fold into nothing and the panel stays empty.
registerProjections(featureProjections);

const frames = Number(new URLSearchParams(location.search).get('frames') ?? 200);
/** `modes=panel` measures the panel alone (the bench's --profile, so the profile holds only the panel's frames). */
const panelOnly = new URLSearchParams(location.search).get('modes') === 'panel';
const id = 7;

const Panel = (): React.JSX.Element => (
  <>
    <InfoCard id={id} />
    <StatsTab id={id} />
    <NetworksTab id={id} isAdmin />
    <EncodersTab id={id} isAdmin />
    <OutputsTab id={id} />
  </>
);

/** The baseline: every folded state remounts the whole panel, as a view reading one big object would. */
const WholePanel = (): React.JSX.Element => {
  const store = useService<StateReader>(StateReader);
  const state$ = useMemo(() => store.select((state) => state.instances.statusById[id]), [store]);
  const entry = useObservable(state$, undefined);
  return <Panel key={entry?.at ?? 0} />;
};

type Mode = 'panel' | 'whole' | 'none';

/** One rendering step of the browser (style, layout, paint, and the viewport checks `content-visibility` needs). */
const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

const measure = async (mode: Mode): Promise<{ times: number[]; layouts: number[] }> => {
  const harness = createHarness();
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(notificationsModule, instancesModule);
  harness.receive('profile:tok', 'init', { data: { id: 1, email: 'root@demo.local', type: 'root' } });
  harness.receive('instances:all', 'init', {
    instances: [
      { id, title: 'Busy backpack', type: 'input', token: 't', meta: { ip: '10.8.0.7', version: 'v1.14.2' } },
    ],
  });
  harness.store.flush();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <FluentProvider theme={webDarkTheme}>
        <ServicesProvider services={harness.container}>
          <MemoryRouter>{mode === 'whole' ? <WholePanel /> : mode === 'panel' ? <Panel /> : null}</MemoryRouter>
        </ServicesProvider>
      </FluentProvider>,
    ),
  );
  const times: number[] = [];
  const layouts: number[] = [];
  // Twenty frames to warm up (first mounts, the history filling, JIT), then the measured ones.
  for (let frame = 0; frame < frames + 20; frame += 1) {
    // The browser draws between two status frames (they come a second apart): the sections' observers find them in
    // view or not, and the ones out of view hold their figures back (ui/shared/use-live, LiveGate). Without these
    // steps no observer would ever answer, and every section would stay held.
    await nextFrame();
    harness.advance(1000);
    const status = busyStatus(frame);
    const started = performance.now();
    flushSync(() => {
      harness.receive(`instances:status:${id}`, 'status', status);
      harness.store.flush();
    });
    const committed = performance.now();
    void document.body.offsetHeight;
    const ended = performance.now();
    if (frame >= 20) {
      times.push(ended - started);
      layouts.push(ended - committed);
    }
  }
  // A bench of a panel that drew nothing would measure nothing: the panel must show the busy instance's figures.
  const drawn = host.innerHTML;
  if (mode !== 'none' && !['Core 32', 'encoder_7', 'tun0', 'out7'].every((figure) => drawn.includes(figure)))
    throw new Error(`the ${mode} panel did not draw the busy instance: ${host.innerText.slice(0, 400)}`);
  if (mode === 'panel') await checkCaughtUp(host, frames + 19);
  root.unmount();
  host.remove();
  harness.dispose();
  return { times, layouts };
};

/**
 * The figures of a section held out of view are current once it comes into view: the last output's bitrate, far
 * below the fold, shows the last frame's value after the section is scrolled into view (ui/shared/use-live,
 * LiveGate).
 */
const checkCaughtUp = async (host: HTMLElement, lastFrame: number): Promise<void> => {
  const outputs = host.querySelector<HTMLElement>('[data-testid="instance-output-list"]');
  const bitrate = (): string => outputs?.querySelector('tbody tr:last-child td:last-child')?.textContent ?? '';
  const latest = formatKbps((busyStatus(lastFrame).outputs as { bitrate: number }[])[7]?.bitrate ?? NaN);
  outputs?.scrollIntoView();
  await nextFrame();
  await nextFrame();
  if (bitrate() !== latest) throw new Error(`the outputs scrolled into view show ${bitrate()}, not ${latest}`);
  window.scrollTo(0, 0);
};

const run = async (): Promise<PanelBenchResult> => {
  const panel = await measure('panel');
  return {
    panel: panel.times,
    panelLayout: panel.layouts,
    baseline: panelOnly ? [] : (await measure('whole')).times,
    foldOnly: panelOnly ? [] : (await measure('none')).times,
    userAgent: navigator.userAgent,
  };
};

run().then(
  (result) => (window.panelBench = { result }),
  (error: unknown) => (window.panelBench = { error: String((error as Error)?.stack ?? error) }),
);
