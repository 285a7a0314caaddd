import * as t from 'io-ts';
import type { LoginAnswer, VerifyAnswer } from '../../../application/ports';
import { httpCall, jsonValue, optional, shape } from '../kit';

export const LoginAnswerCodec: t.Type<LoginAnswer, unknown, unknown> = shape(
  { status: t.string },
  { result: optional(t.string), msg: optional(t.string) },
);

export const VerifyAnswerCodec: t.Type<VerifyAnswer, unknown, unknown> = shape({}, { result: optional(jsonValue) });

const sessionIdOf = (url: string): number | undefined => {
  const found = /\/session\/delete\/(\d+)(?:[?#].*)?$/.exec(url);
  const id = found ? Number(found[1]) : Number.NaN;
  return Number.isSafeInteger(id) ? id : undefined;
};

/** HTTP calls of login and own sessions (spec 1 §7.1, spec 3 §7), relative to {api}/api/v1. */
export const accountsHttpCalls = {
  /** POST {email (lowercased), password}. The token in result is stored by the HTTP port and never enters an event. */
  login: httpCall({
    response: LoginAnswerCodec,
    toEvents: (answer, context) =>
      answer.status === 'ok' && answer.result !== undefined && answer.result !== ''
        ? [{ type: 'LoginSucceeded', at: context.at }]
        : [{ type: 'LoginRefused', message: answer.msg, at: context.at }],
    // A rate-limited login (429) is a refusal with the server's reason, not a network failure.
    onFailure: (context) => {
      const message = (context.response as { msg?: unknown } | undefined)?.msg;
      return context.status === 429 && typeof message === 'string'
        ? [{ type: 'LoginRefused', message, at: context.at }]
        : [{ type: 'LoginFailed', at: context.at }];
    },
  }),
  /** GET; result 1 means logged in. Runs on route entry when not yet logged in; a failed call means not logged in. */
  verify: httpCall({
    response: VerifyAnswerCodec,
    toEvents: (answer, context) => [{ type: 'LoginChecked', loggedIn: answer.result === 1, at: context.at }],
    onFailure: (context) => [{ type: 'LoginChecked', loggedIn: false, at: context.at }],
  }),
  /** verify after the socket dropped; only a definite no signs out. */
  session_check: httpCall({
    response: VerifyAnswerCodec,
    toEvents: (answer, context) => [{ type: 'LoginChecked', loggedIn: answer.result === 1, at: context.at }],
    onFailure: (context) =>
      context.status === 401 || context.status === 403
        ? [{ type: 'LoginChecked', loggedIn: false, at: context.at }]
        : [],
  }),
  /** GET; any 2xx answer ends the session. A failure changes nothing (alert: Cannot logout, try again later). */
  logout: httpCall({
    response: jsonValue,
    toEvents: (_answer, context) => [{ type: 'LoggedOut', at: context.at }],
  }),
  /** POST session/delete/{id}; answers {status: "ok"}. Anything else is a failure (Unable to delete session!). */
  session_delete: httpCall({
    response: shape({ status: t.literal('ok') }),
    toEvents: (_answer, context) => {
      const id = sessionIdOf(context.url);
      return id === undefined ? [] : [{ type: 'SessionDeleted', id, at: context.at }];
    },
  }),
} as const;
