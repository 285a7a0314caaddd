import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { groupsOf } from '../../domain/groups';
import { showsControlPresets } from '../../domain/accounts';
import { productionChannels, whepUrl, type ProductionChannel } from '../../domain/productions';
import type { WebrtcOutput } from '../../domain/channels';
import { RuntimeConfig } from '../ports';
import { StateReader } from '../store';
import { sameItems, sameJson, shareLatest } from '../shared';

/** What the viewer route shows: still loading, no such channel or output for the caller, or the output. */
export type ProductionViewerView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'missing' }
  | {
      readonly kind: 'ready';
      readonly production: ProductionChannel;
      readonly output: WebrtcOutput;
      readonly whepUrl: string;
      /** The name on system:instance_to_instance:{name}: the output's webrtc_name (docs/protocol/webrtc.md). */
      readonly presetsName: string;
      /** Presets: the 'control' role or an administrator, never with control=false (spec 3 §6). */
      readonly showsPresets: boolean;
    };

const sameList = (a: readonly ProductionChannel[], b: readonly ProductionChannel[]): boolean =>
  sameItems(a, b, sameJson);

/** The productions list and viewer (spec 3 §2.9, §6), from the profile, the groups and the channels. */
@injectable()
export class ProductionsQueries {
  /** The caller's production channels; undefined until the profile is known. */
  readonly channels$: Observable<readonly ProductionChannel[] | undefined>;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(RuntimeConfig) private readonly config: RuntimeConfig,
  ) {
    this.channels$ = combineLatest([
      store.select((state) => state.session.profile),
      store.select((state) => state.groups),
      store.select((state) => state.channels.byUuid),
    ]).pipe(
      map(([profile, groups, channels]) =>
        profile ? productionChannels(profile, groupsOf(groups, profile.groups ?? []), channels) : undefined,
      ),
      distinctUntilChanged((a, b) => (a && b ? sameList(a, b) : a === b)),
      shareLatest(),
    );
  }

  /** The viewer of /productions/{channel}/view/{output}: the channel by uuid or id, the output by name. */
  viewer$(channelId: string, outputName: string, controlQuery: string | undefined): Observable<ProductionViewerView> {
    return this.channels$.pipe(
      map((channels): ProductionViewerView => {
        if (!channels) return { kind: 'loading' };
        const production = channels.find(
          ({ channel }) => channel.uuid === channelId || String(channel.id) === channelId,
        );
        const output = production?.outputs.find((candidate) => candidate.name === outputName);
        if (!production || !output) return { kind: 'missing' };
        return {
          kind: 'ready',
          production,
          output,
          whepUrl: whepUrl(this.config.webrtcUrl ?? '', output.webrtc_name),
          presetsName: output.webrtc_name,
          showsPresets: showsControlPresets(production.rights, controlQuery),
        };
      }),
      distinctUntilChanged(sameJson),
    );
  }
}
