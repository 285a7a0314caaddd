import type { PushContract, TopicPattern } from '../../application/ports';
import type { TopicCatalogue } from './catalogue';

// The application declares the pushes it issues in its own terms (application/ports/push-contract.ts); this
// file proves, at compile time only, that each declared push is the catalogue's: the pattern is a catalogue
// topic, the push is one it accepts, and payload and reply types are assignable both ways to the codecs'.
// A mismatch makes `ContractMatchesCatalogue` below fail to type-check, naming the entry.

type CodecType<C> = C extends { readonly _A: infer A } ? A : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type CataloguePush<P extends string, N extends string> = P extends keyof TopicCatalogue
  ? N extends keyof TopicCatalogue[P]['pushes']
    ? TopicCatalogue[P]['pushes'][N]
    : never
  : never;

type EntryMismatch<C, P extends keyof C & string, N extends keyof C[P] & string> =
  CataloguePush<P, N> extends never
    ? `${P} has no push ${N} in the catalogue`
    : C[P][N] extends { readonly payload: infer Payload; readonly reply: infer Reply }
      ? Same<Payload, CodecType<CataloguePush<P, N>['payload']>> extends true
        ? Same<Reply, CodecType<CataloguePush<P, N>['reply']>> extends true
          ? never
          : `the reply of ${N} on ${P} differs from the catalogue's`
        : `the payload of ${N} on ${P} differs from the catalogue's`
      : `${N} on ${P} is no push spec`;

/** Every way a contract differs from the catalogue, as sentences; `never` when it does not. */
export type ContractMismatches<C = PushContract> = {
  [P in keyof C & string]: { [N in keyof C[P] & string]: EntryMismatch<C, P, N> }[keyof C[P] & string];
}[keyof C & string];

type NoMismatch<T extends never> = T;

/** Compiles only while the contract and the catalogue agree; the error names each differing entry. */
export type ContractMatchesCatalogue = NoMismatch<ContractMismatches>;

/**
 * The application's topic patterns (pushed on or only listened to) that the catalogue lacks, and the catalogue's
 * that the application cannot address; `never` when the two lists are the same.
 */
export type TopicPatternMismatches<Patterns extends string = TopicPattern> =
  | `${Exclude<Patterns, keyof TopicCatalogue & string>} is not a catalogue topic`
  | `${Exclude<keyof TopicCatalogue & string, Patterns>} has no pattern the application can address`;

/** Compiles only while the application addresses exactly the catalogue's topics. */
export type TopicPatternsMatchCatalogue = NoMismatch<TopicPatternMismatches>;
