import type { Container } from 'inversify';
import type { FeatureLoader } from '../../application/ports';
import { StagedNormalizer } from '../wire/normalizer';
import type * as SignedIn from './signed-in';

export type SignedInCode = typeof SignedIn;

let code: SignedInCode | undefined;
let loading: Promise<SignedInCode> | undefined;
let requested: () => void = () => undefined;

/** Resolves once something asks for the signed-in chunk: the page is past the login route's first load. */
export const signedInCodeRequested = new Promise<void>((resolve) => (requested = resolve));

/** The signed-in chunk, fetched once per page (the socket's first connect or the first screen asks for it). */
export const loadSignedInCode = (): Promise<SignedInCode> => {
  requested();
  loading ??= import(/* webpackChunkName: "console" */ './signed-in').then(
    (loaded) => (code = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/**
 * Swaps the full protocol into a container's normalizer and registers the features' projections (once; the socket
 * and the features both may): before the first topic frame can arrive, its codec and its projection are there.
 */
export const completeProtocol = (normalizer: StagedNormalizer, loaded: SignedInCode): void => {
  loaded.registerFeatureProjections();
  if (!normalizer.complete) normalizer.completeWith(loaded.createWireNormalizer());
};

/**
 * FeatureLoader of one container: fetches the signed-in chunk, completes the protocol and binds every
 * feature's modules, then (on the page's live console) starts the feature keepers. `loadNow` does the same
 * synchronously when the chunk is already here (a replay console, built after the live one loaded it).
 */
export class SignedInFeatures implements FeatureLoader {
  private installed: Promise<void> | undefined;

  constructor(
    private readonly container: Container,
    private readonly options: SignedIn.FeatureOptions,
    /** The page's live console starts its keepers; a test's or a replay console's container does not. */
    private readonly startsKeepers = false,
  ) {}

  load(): Promise<void> {
    this.installed ??= loadSignedInCode().then(
      (loaded) => this.install(loaded),
      (error: unknown) => {
        this.installed = undefined;
        throw error;
      },
    );
    return this.installed;
  }

  loadNow(): void {
    if (this.installed) return;
    if (!code) throw new Error('The signed-in part of the console is not loaded yet');
    this.install(code);
    this.installed = Promise.resolve();
  }

  private install(loaded: SignedInCode): void {
    completeProtocol(this.container.get(StagedNormalizer), loaded);
    this.container.load(...loaded.featureModules(this.options));
    if (this.startsKeepers) loaded.startKeepers(this.container);
  }
}
