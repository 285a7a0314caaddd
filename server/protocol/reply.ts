/** A path error of a payload that failed its codec: where, what the codec wanted, what it got. */
export interface PayloadError {
  readonly path: string;
  readonly expected: string;
  readonly actual: string;
}

/** The `payload` of a phx_reply: `{status, response}`. Errors always carry a `reason`. */
export type Reply =
  | { readonly status: 'ok'; readonly response: unknown }
  | {
      readonly status: 'error';
      readonly response: {
        readonly reason: string;
        readonly errors?: readonly PayloadError[];
        readonly [extra: string]: unknown;
      };
    };

export const ok = (response: unknown = {}): Reply => ({ status: 'ok', response });

export const refuse = (reason: string, extra: Readonly<Record<string, unknown>> = {}): Reply => ({
  status: 'error',
  response: { ...extra, reason },
});

/** Reasons the server itself uses; topic handlers add their own (invalid_password, not_found, …). */
export const reasons = {
  unmatchedTopic: 'unmatched topic',
  unknownEvent: 'unknown_event',
  unauthorized: 'unauthorized',
  invalid: 'invalid',
  malformed: 'malformed_frame',
  notFound: 'not_found',
  internal: 'internal_error',
  /** An account save whose e-mail another account already has (issue 29). */
  emailTaken: 'email_taken',
  /** A save or delete based on an older version of the item (docs/protocol/one-truth.md). */
  stale: 'stale',
  /** An event booking a destination channel another active event holds then, without consent. */
  overlap: 'overlap',
  /** A take of a device unit another account holds. */
  taken: 'taken',
} as const;
