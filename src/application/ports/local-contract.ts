import type { Process } from '../../domain/processes';
import type { DashboardLayout } from '../../domain/schedule';
import type { RequeueCause, UploadItem } from '../../domain/uploads';
import type { EmptyObject } from './push-contract';

// The console-side commands (`CommandPort.local`): no push, only a journal entry whose arguments are the
// fact, decoded by the normalizer into the domain events the projections fold (a replay shows the same
// process bar, upload queue and dashboard choices). Like the push contract, the argument types live here in
// domain terms and infrastructure proves each entry against its codec in the command catalogue
// (src/infrastructure/wire/commands): what this type allows, the codec must accept.

interface UploadKey {
  readonly key: string;
}

export interface LocalContract {
  readonly 'processes.remove': { readonly uuid: string };
  /** Clips just cut whose making the process bar follows. */
  readonly 'processes.track': {
    readonly uuids: readonly string[];
    readonly event_uuid: string;
    readonly title: string;
  };
  /** The list read back from local storage and the time it was read, ms. */
  readonly 'processes.restore': { readonly processes: readonly Process[]; readonly now: number };
  readonly 'uploads.queue': UploadItem;
  readonly 'uploads.start': UploadKey;
  readonly 'uploads.progress': UploadKey & { readonly loaded: number; readonly total: number };
  readonly 'uploads.finish': UploadKey & { readonly httpStatus: number; readonly file?: string };
  readonly 'uploads.fail': UploadKey & { readonly reason: string };
  readonly 'uploads.requeue': UploadKey & {
    readonly cause: RequeueCause;
    readonly file?: string;
    /** When the next attempt may start, ms. */
    readonly retryAt?: number;
    /** The server's refusal, when it gave one. */
    readonly detail?: string;
    /** Which attempt failed (1 = the first); only the first requeue of a file is toasted. */
    readonly attempt?: number;
  };
  readonly 'uploads.cancel': UploadKey;
  readonly 'dashboard.layout': { readonly layout: DashboardLayout };
  readonly 'dashboard.own_events': { readonly on: boolean };
  /** The day range the dashboard opened on or moved to, unix seconds (a replay shows the recorded one). */
  readonly 'dashboard.range': { readonly start: number; readonly end: number };
  /** The IANA zone this console shows times in, journaled when a session opens. */
  readonly 'console.display_zone': { readonly zone: string };
  readonly 'recording.start': EmptyObject;
  readonly 'recording.stop': EmptyObject;
  readonly 'content.upload_files': {
    readonly listId: number;
    readonly fileField: string;
    readonly nameField?: string;
    readonly files: readonly string[];
    readonly uploaded: readonly string[];
    readonly ok: boolean;
  };
}

export type LocalName = keyof LocalContract;

/** The user actions that are no socket push (`CommandPort.run`): an HTTP call or a page action, journaled alike. */
export interface ActionContract {
  /** The e-mail typed, lowercased; never the password. */
  readonly 'session.login': { readonly email: string };
  readonly 'session.logout': EmptyObject;
  readonly 'shell.reload': EmptyObject;
  readonly 'recording.download_flight': EmptyObject;
  /** One of the account's own sessions ended from /settings/sessions (POST session/delete/{id}). */
  readonly 'session.delete': { readonly id: number };
}

export type ActionName = keyof ActionContract;
