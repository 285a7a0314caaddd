import { inject, injectable, optional } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable, of } from 'rxjs';
import { isAdministrator } from '../../domain/accounts';
import { mayChangeClip, type RightsSubject } from '../../domain/rights';
import {
  compilationClipOf,
  mtvSpecialExportOf,
  clipFilterTabs,
  clipGroupOf,
  cloudrecRangeFrom,
  eventClipsOf,
  exportFormsOf,
  ownClipGroups,
  clipGroupsOf,
  recordingPointsOf,
  sameClipGroup,
  showsCloudrecVideoPanels,
  recordingTiming,
  requestedClipToOpen,
  showsMtvCompilationExport,
  videoTexts,
  showsReExport,
  tagsOf,
  tagTypesOf,
  visibleExports,
  type ClipFilterTab,
  type ClipSettings,
  type ExportForm,
  type RecordingPoints,
  type TagType,
} from '../../domain/clips';
import { eventByUuid, type ScheduledEvent } from '../../domain/schedule';
import { formatDate, formatDateTime, formatTime } from '../../domain/clock';
import { DisplayZone, sameItems, serverNow$, shareLatest } from '../shared';
import { ClockPort, RuntimeConfig } from '../ports';
import { StateReader } from '../store';
import { clipGroupRow, exportRow, tagRow, type ClipGroupRow, type ExportRow, type TagRow } from './clip-rows';

/** What a player of the event shows: a playlist, or why there is none (spec 2 §2 cloud recording texts). */
export interface EventVideo {
  readonly url?: string;
  readonly message?: string;
}

/**
 * /cloudrec/event's start/end query (spec 2 §2): the stretch of the recording the page opens on, as the video
 * editor's in and out points, and as the page says it ('22.11.2026 12:00 – 12:30').
 */
export interface RecordingWindow {
  readonly points: RecordingPoints;
  readonly text: string;
}

/** One cut offered to an MTV compilation, with the quality it would send. */
export interface CompilationCut {
  readonly key: string;
  readonly title: string;
  readonly quality: string;
  readonly clipUuid: string;
}

/** Who is looking, as far as the clips area cares (spec 2 §6). */
export interface ClipsViewer {
  readonly email: string;
  /** The viewer as the rights declaration reads it (who edits a clip, whose exports are shown). */
  readonly subject: RightsSubject;
  readonly isAdmin: boolean;
  readonly recReadonly: boolean;
  readonly filterTabs: readonly ClipFilterTab[];
  readonly showsVideoPanels: boolean;
  readonly showsMtvExport: boolean;
  readonly showsReExport: boolean;
}

/**
 * The clips area's reads. Lists give keys and each row reads its own slice (`group$`), so a status tick of one
 * clip re-renders one row. Per-event streams are new per call: views memoize them per event.
 */
@injectable()
export class ClipsQueries {
  readonly zone: string;
  /** The API base download links are made on (config.json's apiBase). */
  private readonly apiBase: string;
  readonly viewer$: Observable<ClipsViewer>;
  readonly exportForms$: Observable<readonly ExportForm[]>;
  readonly tagTypes$: Observable<readonly TagType[]>;
  /** The MTV compilation's export form: the export_form named mtv_special_export (spec 2 §3), if there is one. */
  readonly mtvExportForm$: Observable<ExportForm | undefined>;
  /** Server time, unix seconds (the control topic's timestamp, else the client clock: the shared serverNow). */
  readonly now$: Observable<number>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(ClockPort) clock: ClockPort,
    @inject(DisplayZone) zone: DisplayZone,
    @inject(RuntimeConfig) @optional() config?: RuntimeConfig,
  ) {
    this.zone = zone;
    this.apiBase = config?.apiBase ?? '/api/v1';
    this.viewer$ = store
      .select((state) => state.session.profile)
      .pipe(
        map((profile): ClipsViewer => {
          const isAdmin = isAdministrator(profile?.type);
          const recReadonly = profile?.meta?.rec_readonly === true;
          return {
            email: profile?.email ?? '',
            subject: { type: profile?.type, email: profile?.email ?? '' },
            isAdmin,
            recReadonly,
            filterTabs: clipFilterTabs(recReadonly),
            showsVideoPanels: showsCloudrecVideoPanels(recReadonly),
            showsMtvExport: showsMtvCompilationExport(profile?.meta?.mtv_special_import === true),
            showsReExport: showsReExport(isAdmin),
          };
        }),
        distinctUntilChanged(
          (a, b) =>
            a.email === b.email &&
            a.subject.type === b.subject.type &&
            a.isAdmin === b.isAdmin &&
            a.recReadonly === b.recReadonly &&
            a.showsMtvExport === b.showsMtvExport,
        ),
        shareLatest(),
      );
    const settings$ = store.select((state) => state.settings.byId);
    this.exportForms$ = settings$.pipe(
      map((byId) => exportFormsOf(Object.values(byId))),
      shareLatest(),
    );
    this.tagTypes$ = settings$.pipe(
      map((byId) => tagTypesOf(Object.values(byId))),
      shareLatest(),
    );
    this.mtvExportForm$ = settings$.pipe(
      map((byId) => mtvSpecialExportOf(Object.values(byId))),
      shareLatest(),
    );
    this.now$ = serverNow$(store, clock).pipe(shareLatest());
  }

  event$(eventUuid: string): Observable<ScheduledEvent | undefined> {
    return this.store.select(
      (state) => eventByUuid(state.schedule, eventUuid),
      (a, b) =>
        a === b ||
        (a !== undefined &&
          b !== undefined &&
          a.uuid === b.uuid &&
          a.cached_start_time === b.cached_start_time &&
          a.cached_end_time === b.cached_end_time &&
          a.title === b.title &&
          a.subtitle === b.subtitle),
    );
  }

  settings$(eventUuid: string): Observable<ClipSettings | undefined> {
    return this.store.select((state) => state.clips.byEvent[eventUuid]?.settings);
  }

  /** Keys of the clip groups a filter tab lists, newest first. */
  groupKeys$(eventUuid: string, tab: 'my_clips' | 'all_clips'): Observable<readonly string[]> {
    return combineLatest([this.store.select((state) => state.clips.byEvent[eventUuid]), this.viewer$]).pipe(
      map(([, viewer]) => {
        const groups = clipGroupsOf(this.store.state.clips, eventUuid);
        return (tab === 'my_clips' ? ownClipGroups(groups, viewer.email) : groups).map((group) => group.key);
      }),
      distinctUntilChanged(sameItems),
    );
  }

  /** One row of the clip list; `editable` where the viewer may edit the cut (spec 2 §6, as the server rules). */
  group$(eventUuid: string, key: string): Observable<ClipGroupRow | undefined> {
    return combineLatest([
      this.store.select((state) => clipGroupOf(state.clips, eventUuid, key), sameClipGroup),
      this.exportForms$,
      this.viewer$,
    ]).pipe(
      map(([group, forms, viewer]) =>
        group
          ? clipGroupRow(eventUuid, group, forms, {
              zone: this.zone,
              apiBase: this.apiBase,
              editable: mayChangeClip(viewer.subject, group.head.meta.account),
            })
          : undefined,
      ),
    );
  }

  /** The export list: the last 7 days by the server clock, a non-admin's own only, newest first (spec 2 §6). */
  exports$(eventUuid: string): Observable<readonly ExportRow[]> {
    return combineLatest([
      this.store.select((state) => eventClipsOf(state.clips, eventUuid)),
      this.viewer$,
      this.now$,
    ]).pipe(
      map(([entry, viewer, now]) =>
        visibleExports(Object.values(entry.exports), {
          now: now * 1000,
          subject: viewer.subject,
        }).map((item) => exportRow(item, entry.clips, this.zone)),
      ),
      distinctUntilChanged((a, b) =>
        sameItems(
          a,
          b,
          (row, other) => row.uuid === other.uuid && row.status === other.status && row.clipTitle === other.clipTitle,
        ),
      ),
    );
  }

  /** The tag list along the stream timeline, archived ones included (the Active checkbox shows them). */
  tags$(eventUuid: string): Observable<readonly TagRow[]> {
    return this.store
      .select((state) => eventClipsOf(state.clips, eventUuid).tags)
      .pipe(map(() => tagsOf(this.store.state.clips, eventUuid).map((tag) => tagRow(tag, this.zone))));
  }

  /** The newest group the viewer cut (Alt+X). */
  latestOwnGroupKey$(eventUuid: string): Observable<string | undefined> {
    return this.groupKeys$(eventUuid, 'my_clips').pipe(
      map((keys) => keys[0]),
      distinctUntilChanged(),
    );
  }

  /** The group holding a clip uuid, once every quality is ready (a newly requested latest clip, spec 2 §4). */
  readyGroupOf$(eventUuid: string, clipUuids: readonly string[]): Observable<string | undefined> {
    return this.store.select((state) => {
      const groups = clipGroupsOf(state.clips, eventUuid);
      return clipUuids.map((uuid) => requestedClipToOpen(groups, uuid)).find((group) => group !== undefined)?.key;
    });
  }

  /**
   * The event's recording ('vod', the video editor and the video-on-demand view) or live stream ('live'):
   * 'Event has not yet started.' before the start, 'Event has ended' for live after the end, 'No preview'
   * for live without a playlist; a recording without a playlist leaves the player's 'Cannot load video'.
   */
  video$(eventUuid: string, kind: 'vod' | 'live'): Observable<EventVideo> {
    return combineLatest([this.event$(eventUuid), this.settings$(eventUuid), this.now$]).pipe(
      map(([event, settings, now]): EventVideo => {
        const url = kind === 'vod' ? settings?.preview_playlist_url : settings?.live_playlist_url;
        const timing = event ? recordingTiming(event, now) : undefined;
        if (timing === 'not_started') return { message: videoTexts.notStarted };
        if (kind === 'live' && timing === 'ended') return { message: videoTexts.ended };
        if (url) return { url };
        return kind === 'live' ? { message: videoTexts.noPreview } : {};
      }),
      distinctUntilChanged((a, b) => a.url === b.url && a.message === b.message),
    );
  }

  /**
   * The window a /cloudrec/event link names (`start`/`end` unix seconds, spec 2 §2), on the event's recording;
   * undefined without a valid pair, or when it misses the event.
   */
  recordingWindow$(
    eventUuid: string,
    start: string | null,
    end: string | null,
  ): Observable<RecordingWindow | undefined> {
    const range = cloudrecRangeFrom(start, end);
    if (!range) return of(undefined);
    return this.event$(eventUuid).pipe(
      map((event) => {
        const points = event ? recordingPointsOf(event, range) : undefined;
        if (!event || !points) return undefined;
        const from = event.cached_start_time + points.start;
        const to = event.cached_start_time + points.end;
        const sameDay = formatDate(from, this.zone) === formatDate(to, this.zone);
        return {
          points,
          text: `${formatDateTime(from, this.zone)} – ${sameDay ? formatTime(to, this.zone) : formatDateTime(to, this.zone)}`,
        };
      }),
      distinctUntilChanged(
        (a, b) => a?.points.start === b?.points.start && a?.points.end === b?.points.end && a?.text === b?.text,
      ),
    );
  }

  /**
   * The cuts an MTV compilation can take, with the quality each sends by the mtv_special_export form's quality
   * rules (`compilationClipOf`): title, quality label and that clip's uuid.
   */
  readyCuts$(eventUuid: string): Observable<readonly CompilationCut[]> {
    return combineLatest([this.store.select((state) => state.clips.byEvent[eventUuid]), this.mtvExportForm$]).pipe(
      map(([, form]) =>
        clipGroupsOf(this.store.state.clips, eventUuid).flatMap((group) => {
          const clip = compilationClipOf(group.qualities, form ?? {});
          if (!clip) return [];
          const quality = clip.meta.quality?.title ?? clip.meta.quality?.name ?? '';
          return [{ key: group.key, title: group.head.meta.title ?? '', quality, clipUuid: clip.uuid }];
        }),
      ),
    );
  }
}
