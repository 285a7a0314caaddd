import { expect } from 'chai';
import {
  ageText,
  encodersView,
  formatBitsPerSecond,
  formatBytes,
  formatKbps,
  formatUptime,
  guiUrl,
  historyLength,
  historySeriesNames,
  historyValues,
  withSamples,
  type InstanceHistory,
  instancesProjection,
  isStale,
  mergeStatus,
  networksView,
  outputsView,
  sshUrl,
  statsView,
  streamerView,
  vncUrl,
  type InstancesEvent,
  type InstanceStatus,
} from '../../../src/domain/instances';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_731_495_600_000;
const { given, when } = projectionSpec(instancesProjection);
const running = streamerView({ state: 'running', version: 'v1.14.2' }, 'v1.14.2');

describe('instance panel figures (spec 1 §2.7, §9; issue 13)', () => {
  it('"Load is shown with 2 decimals and CPU with 1 decimal": per core, average and max', () => {
    const view = statsView({ system: { load: [1.005, 2.4149, 11], cpu: [10.04, 60.05, 75.06] } }, {}, running, false);
    expect(view.load?.values).to.deep.equal(['1.00', '2.41', '11.00']);
    expect(view.cpu?.cores.map((core) => core.text)).to.deep.equal(['10.0 %', '60.0 %', '75.1 %']);
    expect(view.cpu?.average.text).to.equal('48.4 %');
    expect(view.cpu?.max.text).to.equal('75.1 %');
  });

  it('"CPU and memory colours: error over 75, warning over 60"; "Disk: error over 90, warning over 80"', () => {
    const view = statsView(
      {
        system: {
          cpu: [60, 60.1, 75, 75.1],
          memory: { total: 100, used: 61 },
          disks: [
            { mount: '/', total: 100, used: 80 },
            { mount: '/rec', total: 100, used: 81 },
            { mount: '/a', total: 100, used: 90 },
            { mount: '/b', total: 100, used: 91 },
          ],
        },
      },
      {},
      running,
      false,
    );
    expect(view.cpu?.cores.map((core) => core.colour)).to.deep.equal(['success', 'warning', 'warning', 'error']);
    expect(view.cpu?.max.colour).to.equal('error');
    expect(view.memory?.colour).to.equal('warning');
    expect(statsView({ system: { memory: { total: 100, used: 76 } } }, {}, running, false).memory?.colour).to.equal(
      'error',
    );
    expect(statsView({ system: { memory: { total: 100, used: 60 } } }, {}, running, false).memory?.colour).to.equal(
      'success',
    );
    expect(view.disks?.list.map((disk) => disk.colour)).to.deep.equal(['success', 'warning', 'warning', 'error']);
  });

  it('battery: colours over 90 / over 50 / else, icons stepping at 100, 90, 75, 40, 20; Charging and Full success', () => {
    const battery = (percent: number, state = 'Unplugged') =>
      statsView({ system: { battery: { percent, state } } }, {}, running, false).battery;
    expect([91, 90, 51, 50].map((percent) => battery(percent)?.colour)).to.deep.equal([
      'success',
      'warning',
      'warning',
      'error',
    ]);
    expect([100, 99, 90, 75, 74, 40, 20, 19].map((percent) => battery(percent)?.icon)).to.deep.equal([
      100, 90, 90, 75, 40, 40, 20, 0,
    ]);
    expect(battery(12, 'Charging')).to.include({ colour: 'success', stateColour: 'success' });
    expect(battery(100, 'Full')?.stateColour).to.equal('success');
    expect(battery(95)?.stateColour).to.equal(undefined);
  });

  it('temperature: Nominal is success', () => {
    const temperature = (state: string) =>
      statsView({ system: { temperature: { state, celsius: 48.25 } } }, {}, running, false).temperature;
    expect(temperature('Nominal')).to.deep.equal({ state: 'Nominal', celsius: '48.3 °C', colour: 'success' });
    expect(temperature('Serious')?.colour).to.equal('error');
  });

  it('broadcaster process count only for root and developer: orange above 20000, red above 32000', () => {
    const processes = (count: number, sees = true) =>
      statsView({ system: { process_info: { broadcaster_count: count, uptime: 93_780 } } }, {}, running, sees)
        .processes;
    expect([20000, 20001, 32000, 32001].map((count) => processes(count)?.broadcaster?.colour)).to.deep.equal([
      'normal',
      'orange',
      'orange',
      'red',
    ]);
    expect(processes(40000, false)).to.deep.equal({ uptime: '1 d 02:03' });
  });

  it("streamer: 'Running' / 'Not running' / 'Unknown'; version red unless 'v1…' or the latest; no version warns", () => {
    expect(streamerView({ state: 'stopped', version: 'v2.0.1' }, 'v2.0.1')).to.deep.equal({
      state: 'Not running',
      version: 'v2.0.1',
      versionColour: 'normal',
    });
    expect(streamerView({ version: 'v2.0.0' }, 'v2.0.1')).to.include({ state: 'Unknown', versionColour: 'error' });
    expect(streamerView({ state: 'running' }, 'v2.0.1')).to.deep.equal({ state: 'Running', versionColour: 'warning' });
  });

  it('networks: tun0 highlighted, the default interface marked, rates in Mbit/s; network-monitor rows', () => {
    const status: InstanceStatus = {
      system: {
        network: [
          {
            name: 'eth0',
            type: 'wired',
            up: true,
            ip: '10.0.0.2',
            rx_rate: 12_340_000,
            tx_rate: 850_000,
            default: true,
          },
          { name: 'tun0', type: 'other', up: true },
        ],
      },
      streamer_module: [
        {
          type: 'network_monitor',
          name: 'bonding',
          measurements: [{ interface: 'wwan0', rtt: 48.6, packet_loss: 0.25 }],
        },
      ],
    };
    const view = networksView(status, { 'system.network': at });
    expect(view.interfaces.map((row) => [row.name, row.rx, row.tx, row.isDefault, row.highlighted])).to.deep.equal([
      ['eth0', '12.3 Mbit/s', '850 kbit/s', true, false],
      ['tun0', '–', '–', false, true],
    ]);
    expect(view.interfacesAt).to.equal(at);
    expect(view.measurements).to.deep.equal([
      { monitor: 'bonding', interface: 'wwan0', rtt: '49 ms', bandwidth: '–', packetLoss: '0.3 %' },
    ]);
  });

  it('encoders and outputs: bitrates, formats, transports and routers', () => {
    const status: InstanceStatus = {
      streamer_module: [
        { type: 'encoder', name: 'main', bitrate: 8000, codec: 'h264', width: 1920, height: 1080, fps: 50 },
      ],
      srt_state: { state: 'connected', bitrate: 7950, rtt: 32 },
      outputs: [{ name: 'hls', state: 'running', bitrate: 7000 }],
      input_routers: [{ name: 'r1', state: 'active', source: 'srt', destination: 'main' }],
    };
    expect(encodersView(status, {}).encoders).to.deep.equal([
      {
        name: 'main',
        bitrate: '8000 kbps',
        bitrateValue: '8000',
        format: 'h264 · 1920×1080 · 50 fps',
        series: 'encoder:main',
      },
    ]);
    const outputs = outputsView(status, { srt_state: at });
    expect(outputs.transports).to.deep.equal([
      { name: 'SRT', series: 'srt', state: 'connected', figures: ['7950 kbps', 'RTT 32 ms'], at },
    ]);
    expect(outputs.outputs[0]).to.include({ name: 'hls', bitrate: '7000 kbps', type: '–' });
    expect(outputs.routers[0]).to.include({ route: 'srt → main', bitrate: '–' });
  });

  it('sizes, rates and durations', () => {
    expect(formatBytes(16e9)).to.equal('16.0 GB');
    expect(formatBytes(512e6)).to.equal('512 MB');
    expect(formatBitsPerSecond(999_499)).to.equal('999 kbit/s');
    expect(formatKbps(1200.4)).to.equal('1200 kbps');
    expect(formatUptime(3599)).to.equal('00:59');
  });
});

describe('instance status staleness and history (issue 13)', () => {
  it('a frame lacking a part keeps its last value with the time it last arrived', () => {
    const before = given({
      type: 'InstanceStatusReceived',
      id: 1,
      status: { system: { cpu: [10], battery: { percent: 80, state: 'Unplugged' } }, srt_state: { state: 'up' } },
      at,
      seq: 1,
    });
    const then = when(before, {
      type: 'InstanceStatusReceived',
      id: 1,
      status: { system: { cpu: [30] } },
      at: at + 9000,
      seq: 2,
    });
    expect(then.statusById[1]?.status).to.deep.equal({
      system: { cpu: [30], battery: { percent: 80, state: 'Unplugged' } },
      srt_state: { state: 'up' },
    });
    expect(then.statusPartsAt[1]).to.deep.equal({
      'system.cpu': at + 9000,
      'system.battery': at,
      srt_state: at,
    });
    expect(when(then, { type: 'InstanceDeleted', id: 1, at, seq: 3 }).statusPartsAt).to.deep.equal({});
  });

  it('merges one level into system; a frame without system keeps it whole', () => {
    expect(mergeStatus({ system: { cpu: [1] }, host: { ip: 'a' } }, { host: { ip: 'b' } })).to.deep.equal({
      system: { cpu: [1] },
      host: { ip: 'b' },
    });
  });

  it('a frame that carries every part the held status has is the merge itself, a part sent as null included', () => {
    const held: InstanceStatus = { system: { cpu: [1], load: [1] }, host: { ip: 'a' } };
    const full: InstanceStatus = { system: { cpu: [2], load: [2], memory: { total: 2, used: 1 } }, host: undefined };
    expect(mergeStatus(held, full)).to.equal(full);
    const lacking: InstanceStatus = { system: { cpu: [3] }, host: { ip: 'b' } };
    expect(mergeStatus(held, lacking)).to.deep.equal({ system: { cpu: [3], load: [1] }, host: { ip: 'b' } });
  });

  it('a figure is stale after 5 s; its age reads now, seconds, minutes, hours', () => {
    expect(isStale(at, at + 5000)).to.equal(false);
    expect(isStale(at, at + 5001)).to.equal(true);
    expect(isStale(undefined, at)).to.equal(true);
    expect([1999, 2000, 59_999, 60_000, 3_600_000].map((ms) => ageText(at, at + ms))).to.deep.equal([
      'now',
      '2 s ago',
      '59 s ago',
      '1 min ago',
      '1 h ago',
    ]);
    expect(ageText(undefined, at)).to.equal('never');
  });

  it('keeps the last three minutes of CPU average, memory and bitrates, oldest first', () => {
    const events: InstancesEvent[] = Array.from({ length: historyLength + 5 }, (_, second) => ({
      type: 'InstanceStatusReceived',
      id: 3,
      status: {
        system: { cpu: [second, second + 2], memory: { total: 200, used: 50 } },
        streamer_module: [{ type: 'encoder', name: 'main', bitrate: 1000 + second }],
        // The RTMP figure stops after the first frame: it leaves the window with that frame.
        ...(second === 0 ? { rtmp_state: { state: 'up', bitrate: 5 } } : {}),
      },
      at: at + second * 1000,
      seq: 10 + second,
    }));
    const held = given(...events).historyById[3];
    if (!held) throw new Error('no history');
    const history = Object.fromEntries(historySeriesNames(held).map((name) => [name, historyValues(held, name)]));
    expect(history.cpu?.length).to.equal(historyLength);
    expect(history.cpu?.[0]).to.equal(6);
    expect(history.cpu?.at(-1)).to.equal(historyLength + 5);
    expect(history.memory?.at(-1)).to.equal(25);
    expect(history['encoder:main']?.at(-1)).to.equal(1000 + historyLength + 4);
    expect(Object.keys(history)).to.have.members(['cpu', 'memory', 'encoder:main']);
    expect(historyValues(held, 'rtmp')).to.deep.equal([]);
    const early = given(...events.slice(0, 3)).historyById[3];
    expect(early && historyValues(early, 'rtmp')).to.deep.equal([5]);
  });

  it('a deleted instance sent again starts a new history, also when refolded from before the deletion', () => {
    const frame = (seq: number, cpu: number): InstancesEvent => ({
      type: 'InstanceStatusReceived',
      id: 4,
      status: { system: { cpu: [cpu] } },
      at: at + seq,
      seq,
    });
    const before = given(frame(1, 10), frame(2, 20));
    const live = when(before, frame(3, 30), { type: 'InstanceDeleted', id: 4, at, seq: 4 }, frame(5, 50));
    const cpu = (state: typeof live) => historyValues(state.historyById[4] as InstanceHistory, 'cpu');
    expect(cpu(live)).to.deep.equal([50]);
    // A seek from `before` that skipped the frame of entry 3 folds the deletion, then entry 5's frame.
    expect(cpu(when(before, { type: 'InstanceDeleted', id: 4, at, seq: 4 }, frame(5, 50)))).to.deep.equal([50]);
  });

  it('appends rows to a shared backing; an earlier state keeps its window, a refold finds skipped rows (seek)', () => {
    const cpu = (history: InstanceHistory) => historyValues(history, 'cpu');
    let history = withSamples(undefined, 1, { cpu: 0 }, 3);
    const states = [history];
    for (let value = 1; value < 20; value += 1)
      states.push((history = withSamples(history, value + 1, value % 2 ? { cpu: value } : { cpu: value, srt: 1 }, 3)));
    expect(states.map(cpu).slice(0, 5)).to.deep.equal([[0], [0, 1], [0, 1, 2], [1, 2, 3], [2, 3, 4]]);
    expect(cpu(history)).to.deep.equal([17, 18, 19]);
    expect(historyValues(history, 'srt')).to.deep.equal([1]);
    // Every state shares one backing: a checkpoint of the history is one small object.
    expect(new Set(states.map((state) => state.rows)).size).to.equal(1);
    // Refolding from an earlier state the frame of entry 9 (as a seek does after skipping entries 6 to 8) lands
    // on the row folded live, with the rows of the skipped frames in its window.
    const refolded = withSamples(states[4], 9, { cpu: 8 }, 3);
    expect(refolded.rows).to.equal(history.rows);
    expect(cpu(refolded)).to.deep.equal(cpu(states[8] as InstanceHistory));
    // A branch with an entry the backing never saw copies the window instead of overwriting.
    const branch = withSamples(states[4], 99, { cpu: 99 }, 3);
    expect(cpu(branch)).to.deep.equal([3, 4, 99]);
    expect(branch.rows).not.to.equal(history.rows);
    expect(states.map(cpu).slice(3, 6)).to.deep.equal([
      [1, 2, 3],
      [2, 3, 4],
      [3, 4, 5],
    ]);
  });
});

describe('instance address helpers (docs/protocol/instances.md)', () => {
  const instance = { meta: { ip: '10.1.2.3', https_port: 9443 } };
  it('GUI on https and the https_port (default 8070); SSH and VNC from the host data or their defaults', () => {
    expect(guiUrl(instance)).to.equal('https://10.1.2.3:9443/');
    expect(guiUrl({ meta: { primary_ip: 'fd00::1' } })).to.equal('https://[fd00::1]:8070/');
    expect(sshUrl(instance)).to.equal('ssh://streamer@10.1.2.3:22');
    expect(sshUrl(instance, { ssh_user: 'ops', ssh_port: 2222 })).to.equal('ssh://ops@10.1.2.3:2222');
    expect(vncUrl({ meta: {} }, { ip: '192.168.1.9', vnc_port: 5901 })).to.equal('vnc://192.168.1.9:5901');
    expect(guiUrl({ meta: { ip: ' ' } })).to.equal(undefined);
  });
});
