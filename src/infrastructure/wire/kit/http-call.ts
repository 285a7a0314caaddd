import type * as t from 'io-ts';
import type { DomainEvent } from '../../../domain/state';

/** Where an HTTP answer came from: the entry's sequence and time, the URL and status, what was sent. */
export interface HttpContext {
  readonly name: string;
  readonly url: string;
  readonly status: number;
  readonly request: unknown;
  /** The answer body as it came (for failures: a rate limit's msg, a server error text). */
  readonly response?: unknown;
  readonly seq: number;
  readonly at: number;
}

/**
 * An HTTP call the console depends on, by the name its `HttpExchanged` entry carries (login, verify,
 * maintenance, billing_contracts, …): the codec of the answer body and the domain events it becomes.
 * `onFailure` gives the events of a non-2xx status or a body that fails the codec, if any. Method, route and
 * parameters are the HTTP contract's (application/ports/http-contract.ts; http-contract.check.ts proves the two
 * agree). What each call is and does is said in a doc comment on its entry, not in a field: no code reads it, and
 * the catalogue ships in the login route's entry chunk (docs/performance.md).
 */
export interface HttpCall<A> {
  readonly response: t.Type<A, unknown, unknown>;
  readonly toEvents: (response: A, context: HttpContext) => readonly DomainEvent[];
  readonly onFailure?: (context: HttpContext) => readonly DomainEvent[];
}

export const httpCall = <A>(spec: HttpCall<A>): HttpCall<A> => spec;
