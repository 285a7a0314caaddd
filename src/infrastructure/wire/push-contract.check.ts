import type { ActionContract, LocalContract, PushContract, TopicPattern } from '../../application/ports';
import type { TopicCatalogue } from './catalogue';
import type { commandCatalogue } from './commands';

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

type CommandArgs<N extends string> = N extends keyof typeof commandCatalogue
  ? CodecType<(typeof commandCatalogue)[N]['args']>
  : never;

/**
 * Every console-side command whose declared arguments its codec would not accept; `never` when there is none.
 * One way only: the codec may accept more than the type (a restored process list is checked item by item).
 */
export type LocalMismatches<C = LocalContract> = {
  [N in keyof C & string]: CommandArgs<N> extends never
    ? `${N} has no codec in the command catalogue`
    : [C[N]] extends [CommandArgs<N>]
      ? never
      : `the arguments of ${N} are not what its codec accepts`;
}[keyof C & string];

/** Compiles only while every local command and user action has a codec that accepts its arguments. */
export type LocalContractMatchesCatalogue = NoMismatch<LocalMismatches | LocalMismatches<ActionContract>>;

/**
 * The application's topic patterns (pushed on or only listened to) that the catalogue lacks, and the catalogue's
 * that the application cannot address; `never` when the two lists are the same.
 */
export type TopicPatternMismatches<Patterns extends string = TopicPattern> =
  | `${Exclude<Patterns, keyof TopicCatalogue & string>} is not a catalogue topic`
  | `${Exclude<keyof TopicCatalogue & string, Patterns>} has no pattern the application can address`;

/** Compiles only while the application addresses exactly the catalogue's topics. */
export type TopicPatternsMatchCatalogue = NoMismatch<TopicPatternMismatches>;
