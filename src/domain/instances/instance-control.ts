// Viewer presets exchanged on system:instance_to_instance:{name} (spec 3 §2.9, §7).

/** One controllable module of the streamer and its preset names. */
export interface ControlModule {
  readonly type: 'presets';
  readonly value: readonly string[];
}

/** Module name → its presets. */
export type InstanceControl = Readonly<Record<string, ControlModule>>;

/** What a status frame carries: the modules with their presets and, per module, the preset now applied. */
export interface InstanceControlStatus {
  readonly control: InstanceControl;
  readonly state?: Readonly<Record<string, string>>;
}

/** A preset button turns red when the control state equals the preset (spec 3 §2.9). */
export const isPresetActive = (status: InstanceControlStatus | undefined, module: string, preset: string): boolean =>
  status?.state?.[module] === preset;

/** The `update` push that applies one preset to one module: the module with that preset alone. */
export const presetUpdate = (module: string, preset: string): InstanceControl => ({
  [module]: { type: 'presets', value: [preset] },
});
