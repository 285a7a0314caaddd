import { ownProperty } from '../protocol/own-property';
import type { InstanceControl, InstanceControlStatus } from '../../src/domain/instances';
import { hashSeed } from './random';

/** How long a streamer takes to apply a preset (the viewer shows a spinner meanwhile). */
export const presetApplyMs = 1200;

const cameraPresets = ['wide', 'goal_left', 'goal_right', 'bench', 'crowd', 'close_up'];
const audioPresets = ['crowd', 'commentary_only', 'mixed'];
const graphicsPresets = ['clean', 'score_bug', 'full_graphics'];

/**
 * The viewer presets of streamer outputs (system:instance_to_instance:{name}): which presets each control
 * module offers and which one is applied. A name nobody used before gets a default set; held in memory. The topic
 * asks only about names that are real outputs (instance-to-instance.ts), so the map cannot grow without bound.
 */
export class PresetModel {
  private readonly byName = new Map<string, { control: InstanceControl; state: Record<string, string> }>();

  /** How many outputs' presets are held (one entry per output name ever asked about; tests bound it). */
  get size(): number {
    return this.byName.size;
  }

  status(name: string): InstanceControlStatus {
    const entry = this.entry(name);
    return { control: entry.control, state: { ...entry.state } };
  }

  /** Which of the requested presets exist; unknown modules or presets are left out. */
  applicable(name: string, update: InstanceControl): Record<string, string> {
    const entry = this.entry(name);
    const applied: Record<string, string> = {};
    for (const [module, request] of Object.entries(update)) {
      const preset = request.value[request.value.length - 1];
      if (preset !== undefined && ownProperty(entry.control, module)?.value.includes(preset)) applied[module] = preset;
    }
    return applied;
  }

  apply(name: string, presets: Readonly<Record<string, string>>): void {
    Object.assign(this.entry(name).state, presets);
  }

  private entry(name: string): { control: InstanceControl; state: Record<string, string> } {
    let entry = this.byName.get(name);
    if (!entry) {
      // Each output gets its own camera set (a different number of positions), the same audio and graphics.
      const cameras = cameraPresets.slice(0, 3 + (hashSeed(name) % 4));
      entry = {
        control: {
          camera: { type: 'presets', value: cameras },
          audio: { type: 'presets', value: audioPresets },
          graphics: { type: 'presets', value: graphicsPresets },
        },
        state: { camera: cameras[0] ?? 'wide', audio: 'crowd', graphics: 'score_bug' },
      };
      this.byName.set(name, entry);
    }
    return entry;
  }
}
