import type { ContainerModule } from 'inversify';
import type { ReadinessProbe, WhepPort } from '../ports';
import type { RecordingOpener } from '../replay-inspector';
import type { ServiceToken } from '../services';
import type { PageCloseWarning } from '../uploads';

/** What only the page supplies: browser implementations of application ports, for the features that need one. */
export interface PagePorts {
  readonly pageCloseWarning: PageCloseWarning;
  readonly whep: WhepPort;
  readonly readiness: ReadinessProbe;
  readonly recordingOpener: RecordingOpener;
}

/** A service that runs for the page's lifetime once it is started. */
export interface Keeper {
  start(): void;
}

/**
 * What a feature brings to the signed-in console, declared once in the feature's `manifest.ts`. The composition
 * root folds the list of manifests (src/infrastructure/di/signed-in.ts): adding a feature's services is adding
 * its manifest to that one list. Its screens are its ui manifest's (src/ui/<feature>/manifest.ts).
 */
export interface FeatureManifest {
  /**
   * Its ContainerModule (ARCHITECTURE.md §3.2): queries, commands, feeds, and its notice rules (multi-bound
   * under `NoticeRules`). A function when the module needs a port only the page supplies.
   */
  readonly module: ContainerModule | ((page: PagePorts) => ContainerModule);
  /** Services that run for the page's lifetime on the page's live console, started once the features are in. */
  readonly keepers?: readonly ServiceToken<Keeper>[];
}

/** Every feature's module, in the order of the list. */
export const manifestModules = (manifests: readonly FeatureManifest[], page: PagePorts): ContainerModule[] =>
  manifests.map(({ module }) => (typeof module === 'function' ? module(page) : module));

/** Every feature's keepers, in the order of the list. */
export const manifestKeepers = (manifests: readonly FeatureManifest[]): ServiceToken<Keeper>[] =>
  manifests.flatMap((manifest) => manifest.keepers ?? []);
