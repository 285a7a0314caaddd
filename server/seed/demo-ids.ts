import { createHash } from 'node:crypto';

/**
 * A stable uuid per demo name: every fresh demo folder has the same uuids, so links in notes and bug reports
 * keep working, and rows can reference each other before they are inserted.
 */
export const demoUuid = (name: string): string => {
  const hex = createHash('sha1').update(`studio-demo:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** A token for a demo instance (the streaming app authenticates with it). */
export const demoToken = (name: string): string =>
  createHash('sha1').update(`studio-demo-token:${name}`).digest('hex').slice(0, 32);

/** Times of the demo, all relative to the moment it is seeded. */
export interface DemoTime {
  /** Unix seconds now. */
  readonly now: number;
  /** Unix seconds of the start of today (server time zone), as the dashboard's default range starts. */
  readonly today: number;
  /** A Date `seconds` from now (negative: in the past). */
  at(seconds: number): Date;
}

export const demoTime = (nowMs: number): DemoTime => {
  const midnight = new Date(nowMs);
  midnight.setHours(0, 0, 0, 0);
  return {
    now: Math.floor(nowMs / 1000),
    today: Math.floor(midnight.getTime() / 1000),
    at: (seconds) => new Date(nowMs + seconds * 1000),
  };
};

export const hour = 3600;
export const day = 24 * hour;
