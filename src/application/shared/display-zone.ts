/**
 * The IANA zone times are shown in (created at, DD.MM.YYYY HH:mm, spec 1 §9). Optional: without a binding the
 * platform's own zone is used, which in a browser is the user's.
 */
export type DisplayZone = string;
export const DisplayZone = Symbol('DisplayZone');

export const platformZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
