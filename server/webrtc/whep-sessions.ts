import { randomUUID } from 'node:crypto';
import type { WhepWorkerClient } from './whep-worker-client';

/** What WHEP needs from a session: the answer and the id its Location names. */
export interface OpenedSession {
  readonly id: string;
  readonly answer: string;
}

/** Who opened a session: the account, and the console session (token) it was opened with. */
export interface WhepViewer {
  readonly accountId: number;
  readonly sessionId: number;
}

export interface WhepLimits {
  /** Viewers at once on the server (503 beyond). */
  readonly maxSessions: number;
  /** Viewers at once of one account (429 beyond): enough for a person's tabs and the Intercom page. */
  readonly maxPerAccount: number;
}

interface Entry {
  readonly stream: string;
  readonly viewer: WhepViewer;
  playing: boolean;
}

/**
 * The WHEP sessions as the main thread knows them: which stream each plays, whose it is, whether it plays. The
 * peer connections themselves live in the WHEP worker (whep-worker.ts); this side decides who may open, touch
 * and end a session, and tells the worker. A session counts from its POST on, so a flood of offers meets the
 * limits before any reaches werift.
 */
export class WhepSessions {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly worker: WhepWorkerClient,
    private readonly limits: WhepLimits,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get full(): boolean {
    return this.entries.size >= this.limits.maxSessions;
  }

  /** Whether the account already holds as many sessions as it may. */
  accountFull(accountId: number): boolean {
    return this.of((entry) => entry.viewer.accountId === accountId) >= this.limits.maxPerAccount;
  }

  /** Sessions (of one stream) that are connected and sending. */
  playing(stream?: string): number {
    return this.of((entry) => entry.playing && (stream === undefined || entry.stream === stream));
  }

  /** Whether the session exists and the account opened it: only its owner may PATCH or DELETE it. */
  ownedBy(id: string, accountId: number): boolean {
    return this.entries.get(id)?.viewer.accountId === accountId;
  }

  async open(stream: string, offer: string, viewer: WhepViewer): Promise<OpenedSession> {
    const id = randomUUID();
    this.entries.set(id, { stream, viewer, playing: false });
    try {
      return { id, answer: await this.worker.open(id, offer) };
    } catch (error) {
      this.close(id);
      throw error;
    }
  }

  addCandidates(id: string, fragment: string): Promise<boolean> {
    return this.entries.has(id) ? this.worker.addCandidates(id, fragment) : Promise.resolve(false);
  }

  close(id: string): boolean {
    if (!this.entries.delete(id)) return false;
    this.worker.close(id);
    return true;
  }

  /** Ends the sessions opened with a console session that ended (logout, a deleted session or account). */
  endConsoleSession(sessionId: number): number {
    return this.closeWhere((entry) => entry.viewer.sessionId === sessionId);
  }

  /** Ends every session (of one stream, or all): the server side of a dropped connection. */
  drop(stream?: string): number {
    return this.closeWhere((entry) => stream === undefined || entry.stream === stream);
  }

  /** The worker's word: a session connected. */
  started(id: string): void {
    const entry = this.entries.get(id);
    if (entry) entry.playing = true;
  }

  /** The worker's word: a session ended on its side (or the worker is gone, and every session with it). */
  ended(id?: string): void {
    if (id === undefined) this.entries.clear();
    else this.entries.delete(id);
  }

  private of(test: (entry: Entry) => boolean): number {
    let count = 0;
    for (const entry of this.entries.values()) if (test(entry)) count += 1;
    return count;
  }

  private closeWhere(test: (entry: Entry) => boolean): number {
    const ids = [...this.entries].filter(([, entry]) => test(entry)).map(([id]) => id);
    ids.forEach((id) => this.close(id));
    return ids.length;
  }
}
