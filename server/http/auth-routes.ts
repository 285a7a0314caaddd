import { loginMessages as consoleLoginMessages, normalizeLoginEmail } from '../../src/domain/accounts';
import { unusableHash, verifyPassword } from '../auth/password';
import { newToken, tokenHash } from '../auth/tokens';
import { bypassAccounts, maintenanceBlocks, readMaintenance } from '../system/maintenance';
import { unstorableText } from '../topics/validation';
import { readJson } from './body';
import { sendError, sendJson } from './respond';
import { authenticate, sessionOf, type Route, type RouteContext } from './route';

const maxEmailLength = 254;
const maxPasswordLength = 1024;

export const loginMessages = {
  /** The console's own text for a refused login (spec 1 §8), so it reads the same whoever shows it. */
  invalid: consoleLoginMessages.refused,
  maintenance: 'Login is disabled during maintenance',
  tooMany: (seconds: number): string => `Too many login attempts, try again in ${seconds} s`,
  malformed: 'Expected a JSON body {email, password} with both as text',
  tooLong: `The e-mail may have at most ${maxEmailLength} characters and the password at most ${maxPasswordLength}`,
  badEmail: 'The e-mail contains a NUL character or a lone UTF-16 surrogate',
} as const;

/**
 * A refused login is an answer, not a failure: HTTP 200 with `{status: 'error', msg}`, which the console shows
 * (spec 3 §8 "shows the server's msg"; docs/protocol/accounts.md). Only the rate limit uses a status of its own.
 */
const refuseLogin = (response: RouteContext['response'], msg: string): void =>
  sendJson(response, 200, { status: 'error', msg });

const login = async (context: RouteContext): Promise<void> => {
  const { services, response, address } = context;
  const body = (await readJson(context.request)) as { email?: unknown; password?: unknown } | undefined;
  // A body that is not a login at all is the client's mistake (400); a wrong password is an answer (200).
  if (typeof body?.email !== 'string' || typeof body.password !== 'string')
    return sendError(response, 400, loginMessages.malformed);
  if (body.email.length > maxEmailLength || body.password.length > maxPasswordLength)
    return sendError(response, 400, loginMessages.tooLong);
  if (unstorableText(body.email) !== undefined) return sendError(response, 400, loginMessages.badEmail);
  // "Login lowercases the e-mail" (spec 1 §5); the server does it too, for clients that do not.
  const email = normalizeLoginEmail(body.email.trim());
  const now = services.clock();
  const wait = services.loginLimits.retryAfter(email, address, now);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    return sendError(response, 429, loginMessages.tooMany(seconds), { 'retry-after': String(seconds) });
  }
  const [account] = await services.store.documents.accounts.list(`lower(body->>'email') = $1 and state = 'active'`, [
    email,
  ]);
  const stored = account ? await services.store.credentials.hashOf(account.id) : undefined;
  // An unknown e-mail costs the same scrypt as a known one, so timing does not tell which accounts exist.
  const valid = await verifyPassword(body.password, stored ?? unusableHash);
  if (!account || !stored || !valid) {
    services.loginLimits.failed(email, address, now);
    return refuseLogin(response, loginMessages.invalid);
  }
  services.loginLimits.succeeded(email, address);
  if (
    maintenanceBlocks(
      await readMaintenance(services.store),
      Math.floor(now / 1000),
      account.id,
      await bypassAccounts(services.store, (message) => services.log.error(message)),
    )
  ) {
    return refuseLogin(response, loginMessages.maintenance);
  }
  const token = newToken();
  const userAgent = String(context.request.headers['user-agent'] ?? '');
  await services.store.db.write((tx) =>
    services.store.sessions.create(tx, account.id, tokenHash(token), address, userAgent),
  );
  void services.profiles.changed(account.id);
  sendJson(response, 200, { status: 'ok', result: token });
};

/** `{result: 1}` for a valid Authorization token, else 401 `{result: 0}` (spec 1 §7.1 "1 means logged in"). */
const verify = async (context: RouteContext): Promise<void> => {
  const session = await authenticate(context);
  sendJson(
    context.response,
    session ? 200 : 401,
    session ? { status: 'ok', result: 1 } : { status: 'error', result: 0, msg: 'Not logged in' },
  );
};

const endSession = async (context: RouteContext, sessionId: number): Promise<void> => {
  const { services } = context;
  const removed = await services.store.db.write((tx) => services.store.sessions.remove(tx, sessionId));
  services.sockets.disconnectSession(sessionId);
  if (removed) void services.profiles.changed(removed.accountId);
};

const logout = async (context: RouteContext): Promise<void> => {
  const session = sessionOf(context);
  await endSession(context, session.identity.sessionId);
  sendJson(context.response, 200, { status: 'ok' });
};

/** Deletes one of the caller's own sessions (the sessions screen, spec 3 §7). */
const deleteSession = async (context: RouteContext): Promise<void> => {
  const session = sessionOf(context);
  const id = Number(context.params.id);
  const own = await context.services.store.sessions.ofAccount(session.actor.accountId);
  if (!Number.isSafeInteger(id) || !own.some((row) => row.id === id))
    return sendError(context.response, 404, 'Session not found');
  await endSession(context, id);
  sendJson(context.response, 200, { status: 'ok' });
};

export const authRoutes: readonly Route[] = [
  { method: 'POST', path: '/api/v1/login', cors: true, handle: login },
  { method: 'GET', path: '/api/v1/verify', cors: true, handle: verify },
  { method: 'GET', path: '/api/v1/logout', cors: true, handle: logout },
  { method: 'POST', path: '/api/v1/session/delete/{id}', cors: true, handle: deleteSession },
];
