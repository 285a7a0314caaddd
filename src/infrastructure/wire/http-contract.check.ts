import type { HttpContract } from '../../application/ports';
import type { httpCatalogue } from './http-catalogue';

// The application declares its HTTP calls in its own terms (application/ports/http-contract.ts); this file proves,
// at compile time only, that the journaled ones are exactly the HTTP catalogue's calls and that each call's codec
// decodes to the answer the contract declares. A mismatch makes `HttpContractMatchesCatalogue` fail to type-check,
// naming the call.

type Catalogue = typeof httpCatalogue;

type CodecType<C> = C extends { readonly _A: infer A } ? A : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type Journaled = {
  [N in keyof HttpContract]: HttpContract[N]['journal'] extends true ? N : never;
}[keyof HttpContract];

type DeclaredAnswer<N extends keyof HttpContract> = NonNullable<HttpContract[N]['types']>['answer'];

/** Every way the contract's journaled calls differ from the catalogue, as sentences; `never` when they do not. */
export type HttpContractMismatches =
  | `${Exclude<Journaled, keyof Catalogue>} is journaled but has no codec in the HTTP catalogue`
  | `${Exclude<keyof Catalogue, Journaled>} is in the HTTP catalogue but no journaled call of the contract`
  | {
      [N in Journaled & keyof Catalogue]: Same<DeclaredAnswer<N>, CodecType<Catalogue[N]['response']>> extends true
        ? never
        : `the answer of ${N} differs from its codec's`;
    }[Journaled & keyof Catalogue];

type NoMismatch<T extends never> = T;

/** Compiles only while the contract and the HTTP catalogue agree. */
export type HttpContractMatchesCatalogue = NoMismatch<HttpContractMismatches>;
