/**
 * The IANA zone times are shown in (created at, DD.MM.YYYY HH:mm, spec 1 §9). Always bound, once: the composition
 * root binds the platform's zone (systemModule in src/infrastructure: in a browser the user's), a replay console
 * the recorded one (replayConsoleModule), a test its own. Services take it as it is bound; none applies a default.
 */
export type DisplayZone = string;
export const DisplayZone = Symbol('DisplayZone');
