import { clamp, drift, roundTo } from './random';
import type { StatsState } from './stats-state';

/**
 * One second of an instance's life. A running streamer works its CPU harder and sends at its encoders'
 * targets; a stopped one idles. Every gauge wanders within bounds and is pulled back towards a typical value,
 * so the panels move like a real machine's without drifting into nonsense.
 */
export const driftStats = (state: StatsState, running: boolean): void => {
  const { random } = state;
  const busy = running ? 42 : 9;
  state.cpu = state.cpu.map((core) =>
    drift(core, random, { step: 9, min: 1, max: 99, centre: busy + (random() < 0.03 ? 40 : 0), pull: 0.15 }),
  );
  const memoryCentre = state.memoryTotal * (running ? 0.62 : 0.4);
  state.memoryUsed = drift(state.memoryUsed, random, {
    step: state.memoryTotal * 0.01,
    min: state.memoryTotal * 0.15,
    max: state.memoryTotal * 0.97,
    centre: memoryCentre,
    pull: 0.05,
  });
  for (const disk of state.disks) {
    // Recording fills disks slowly; a clean-up frees space once a disk is nearly full.
    disk.used = disk.used > disk.total * 0.97 ? disk.total * 0.6 : disk.used + (running ? disk.total * 0.000002 : 0);
  }
  if (state.battery) {
    const battery = state.battery;
    if (battery.charging) battery.percent = Math.min(100, battery.percent + 0.05);
    else battery.percent = Math.max(3, battery.percent - 0.02);
    if (battery.percent <= 15) battery.charging = true;
    else if (battery.percent >= 100 && random() < 0.002) battery.charging = false;
  }
  const averageCpu = state.cpu.reduce((sum, core) => sum + core, 0) / Math.max(1, state.cpu.length);
  state.celsius = drift(state.celsius, random, {
    step: 0.6,
    min: 30,
    max: 95,
    centre: 38 + averageCpu * 0.5,
    pull: 0.1,
  });
  for (const face of state.network) {
    if (!face.up) continue;
    const busyTx = running ? (face.isDefault ? 9_000_000 : 2_500_000) : 60_000;
    face.rx = Math.round(
      drift(face.rx, random, {
        step: face.rx * 0.15 + 5_000,
        min: 1_000,
        max: 120_000_000,
        centre: busyTx / 8,
        pull: 0.1,
      }),
    );
    face.tx = Math.round(
      drift(face.tx, random, { step: face.tx * 0.1 + 5_000, min: 1_000, max: 500_000_000, centre: busyTx, pull: 0.1 }),
    );
    if (face.signal !== undefined)
      face.signal = Math.round(drift(face.signal, random, { step: 4, min: 5, max: 100, centre: 62, pull: 0.05 }));
  }
  for (const encoder of state.encoders) {
    encoder.bitrate = running
      ? Math.round(
          drift(encoder.bitrate, random, {
            step: encoder.target * 0.04,
            min: encoder.target * 0.7,
            max: encoder.target * 1.1,
            centre: encoder.target,
            pull: 0.3,
          }),
        )
      : 0;
  }
  state.uptime += 1;
  state.broadcasters = Math.round(clamp(state.broadcasters + (random() * 2 - 1) * 150, 500, 36_000));
  state.processes = Math.round(clamp(state.processes + (random() * 2 - 1) * 3, 120, 1_200));
  state.rtt = roundTo(drift(state.rtt, random, { step: 6, min: 8, max: 400, centre: 40, pull: 0.1 }), 0);
  if (running && random() < 0.05) state.packetsLost += 1 + Math.floor(random() * 4);
  state.load = loadAverages(state);
};

/** Load averages from the CPU: 1, 5 and 15 minutes, the longer ones smoother. */
const loadAverages = (state: StatsState): number[] => {
  const busyCores = state.cpu.reduce((sum, core) => sum + core / 100, 0);
  const [one = busyCores, five = busyCores, fifteen = busyCores] = state.load;
  return [
    roundTo(one + (busyCores - one) * 0.3, 2),
    roundTo(five + (busyCores - five) * 0.08, 2),
    roundTo(fifteen + (busyCores - fifteen) * 0.03, 2),
  ];
};
