import type { ClipStatus } from './clip';

export interface ClipExportMeta {
  readonly export_configuration_id?: number;
  readonly destination?: string;
  readonly title?: string;
  /** E-mail of the exporter: non-admins see only their own exports (spec 2 §6). */
  readonly account?: string;
  readonly mtv_special?: boolean;
  readonly clip?: { readonly key?: string; readonly poster_key?: string };
}

/** A clip or compilation sent to an external destination (spec 2 §3). */
export interface ClipExport {
  readonly uuid: string;
  readonly clip_uuids: readonly string[];
  readonly event_uuid: string;
  /** An export is a job with a clip's lifecycle (docs/protocol/clips.md). */
  readonly status: ClipStatus;
  readonly inserted_at: string;
  readonly form_data: Readonly<Record<string, unknown>>;
  readonly meta: ClipExportMeta;
}

/** One export request; a form with several export configurations yields one draft each (spec 2 §4). */
export interface ClipExportDraft {
  readonly clip_uuids: readonly string[];
  readonly event_uuid: string;
  readonly form_data: Readonly<Record<string, unknown>>;
  readonly meta: {
    readonly export_configuration_id: number;
    readonly title?: string;
    readonly destination?: string;
    readonly mtv_special?: boolean;
  };
}
