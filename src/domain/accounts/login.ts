/** Spec 1 §8 and spec 3 §8: the login alert texts. */
export const loginMessages = {
  refused: 'Invalid email or password',
  unreachable: 'Cannot login, please try again later',
  logoutFailed: 'Cannot logout, try again later',
} as const;

/** "Login lowercases the e-mail before sending" (spec 1 §5). */
export const normalizeLoginEmail = (email: string): string => email.toLowerCase();

/** A refused login shows the server's msg (spec 3 §8), else 'Invalid email or password' (spec 1 §8). */
export const loginRefusedMessage = (serverMessage: string | undefined): string =>
  serverMessage !== undefined && serverMessage.trim() !== '' ? serverMessage : loginMessages.refused;

/** The Logout button goes to /login with l=1, which forces a reload (spec 1 §2.1, §2.4). */
export const logoutRoute = '/login?l=1';

/** A failed session check sends the user to /login with a redirect query (spec 3 §4). */
export const loginRedirectRoute = (path: string): string => `/login?redirect=${encodeURIComponent(path)}`;

/** Where to go after a login: the redirect query when it is a path inside the app, else the root. */
export const afterLoginRoute = (redirect: string | undefined): string =>
  redirect !== undefined && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/login')
    ? redirect
    : '/dashboard';
