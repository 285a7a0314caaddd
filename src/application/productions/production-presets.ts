import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs';
import { defineCommands, pushed } from '../../domain/commands';
import { isPresetActive, presetUpdate, type InstanceControlStatus } from '../../domain/instances';
import { CommandPort, type AckReply, type CommandResult } from '../ports';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';

/** One preset button: red when the state equals it, spinning while its update is applied (spec 3 §2.9). */
export interface PresetButton {
  readonly module: string;
  readonly preset: string;
  readonly active: boolean;
  readonly applying: boolean;
}

/** The viewer presets' pushes on system:instance_to_instance:{name}. */
export const presetCommands = defineCommands('productions', {
  apply: pushed('production.preset'),
  stateRequest: pushed('production.state_request'),
});

const pendingKey = (name: string, module: string, preset: string): string => `${name}\u0000${module}\u0000${preset}`;

/**
 * Viewer presets on system:instance_to_instance:{name} (spec 3 §7): the viewer joins the topic and asks for the
 * state; a press pushes `update`. A pressed preset is pending (its button spins) until the command fails or the
 * state the server sends equals the preset: the red button is the server's state, never the click's.
 */
@injectable()
export class ProductionPresets {
  private readonly pendingSubject = new BehaviorSubject<ReadonlySet<string>>(new Set());

  readonly pending$: Observable<ReadonlySet<string>> = this.pendingSubject.asObservable();

  constructor(
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(StateReader) private readonly store: StateReader,
  ) {}

  /** The buttons of one output, module by module, in the order the streamer lists them. */
  buttons$(name: string): Observable<readonly PresetButton[] | undefined> {
    return combineLatest([this.status$(name), this.pending$]).pipe(
      map(([status, pending]) =>
        status
          ? Object.entries(status.control).flatMap(([module, control]) =>
              control.value.map((preset) => {
                const active = isPresetActive(status, module, preset);
                return { module, preset, active, applying: !active && pending.has(pendingKey(name, module, preset)) };
              }),
            )
          : undefined,
      ),
    );
  }

  /**
   * Holds the output's topic and asks the streamer for its state; presses the state now shows stop pending.
   * Returns the disposer (releases the topic).
   */
  open(name: string): () => void {
    const lease = this.leases.hold({ pattern: 'system:instance_to_instance:{name}', params: { name } });
    lease.joined.then(
      () => void this.requestState(name),
      () => undefined, // refused (not in a productions group): the view shows no presets anyway
    );
    const settled = this.status$(name).subscribe((status) => {
      for (const [module, preset] of Object.entries(status?.state ?? {})) this.settle(name, module, preset);
    });
    return () => {
      settled.unsubscribe();
      lease.release();
    };
  }

  private status$(name: string): Observable<InstanceControlStatus | undefined> {
    return this.store.select((state) => state.instances.controlByName[name]);
  }

  requestState(name: string): Promise<CommandResult<AckReply>> {
    return this.commands.push({
      pattern: 'system:instance_to_instance:{name}',
      params: { name },
      push: 'message',
      payload: { type: 'state_request' },
      name: presetCommands.stateRequest,
      target: `output:${name}`,
    });
  }

  async apply(name: string, module: string, preset: string): Promise<CommandResult<AckReply>> {
    const key = pendingKey(name, module, preset);
    this.setPending(key, true);
    const result = await this.commands.push({
      pattern: 'system:instance_to_instance:{name}',
      params: { name },
      push: 'update',
      payload: { control: presetUpdate(module, preset) },
      name: presetCommands.apply,
      target: `output:${name}`,
    });
    if (result.outcome !== 'ok') this.setPending(key, false);
    return result;
  }

  /** The state now shows `preset` on `module`: its spinner stops. */
  private settle(name: string, module: string, preset: string): void {
    this.setPending(pendingKey(name, module, preset), false);
  }

  private setPending(key: string, on: boolean): void {
    const next = new Set(this.pendingSubject.value);
    if (on) next.add(key);
    else next.delete(key);
    if (next.size !== this.pendingSubject.value.size) this.pendingSubject.next(next);
  }
}
