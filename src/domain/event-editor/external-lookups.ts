// The event editor's two outside services (spec 2 §7): the TV-content series search and the betting-info
// lookups. Where they live comes from the `external_services` setting (docs/protocol/forms.md); their
// answers are read leniently here, so a changed or broken answer yields no items instead of an error.

import { formatDateTime, formatTime, inZone } from '../clock';

/** Spec 2 §5, §9: the series search starts at 3 characters. */
export const seriesSearchMinimumLength = 3;

export const externalServicesSettingName = 'external_services';

export interface ExternalServices {
  readonly tvContentUrl: string;
  readonly tvContentApiKey?: string;
  readonly bettingInfoUrl: string;
  /** The sports service whose sports and leagues feed the forms' label lists (spec 1 §7.1). */
  readonly sportsUrl: string;
}

/**
 * Without the setting the console uses the studio server's fake services and their demo key, so the demo
 * works offline; a deployment names its own in the setting.
 */
export const studioExternalServices: ExternalServices = {
  tvContentUrl: '/fake-services/tv-content',
  tvContentApiKey: 'studio-demo-key',
  bettingInfoUrl: '/fake-services/betting-info',
  sportsUrl: '/fake-services/sports',
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The setting's value `{tv_content_url?, tv_content_api_key?, betting_info_url?, sports_url?}` over the studio defaults. */
export const externalServicesFrom = (value: unknown): ExternalServices => {
  if (typeof value !== 'object' || value === null) return studioExternalServices;
  const record = value as Record<string, unknown>;
  const tvContentUrl = text(record.tv_content_url);
  const apiKey = text(record.tv_content_api_key);
  return {
    tvContentUrl: tvContentUrl ?? studioExternalServices.tvContentUrl,
    // A configured service brings its own key; the demo key belongs to the studio's fake service only.
    ...(apiKey !== undefined
      ? { tvContentApiKey: apiKey }
      : tvContentUrl === undefined
        ? { tvContentApiKey: studioExternalServices.tvContentApiKey }
        : {}),
    bettingInfoUrl: text(record.betting_info_url) ?? studioExternalServices.bettingInfoUrl,
    sportsUrl: text(record.sports_url) ?? studioExternalServices.sportsUrl,
  };
};

export const lookupMessages = {
  unreachable: 'Service unreachable: the event can still be saved',
  needsApiKey: 'Series search needs an API key (setting external_services)',
  tooShort: 'Type at least 3 characters',
} as const;

export interface SeriesHit {
  readonly id: string;
  readonly name: string;
}

const records = (body: unknown): readonly Record<string, unknown>[] => {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null
      ? (body as { data?: unknown }).data
      : undefined;
  return Array.isArray(list)
    ? list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
};

const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

/** `{data: [{id, attributes: {display_name}}]}` → hits. */
export const seriesHitsFrom = (body: unknown): readonly SeriesHit[] =>
  records(body).flatMap((item) => {
    const id = idOf(item.id);
    const attributes = item.attributes as Record<string, unknown> | undefined;
    const name = typeof attributes?.display_name === 'string' ? attributes.display_name : undefined;
    return id !== undefined && name !== undefined ? [{ id, name }] : [];
  });

/** The series search's request path: `{base}/series?filter[search]=…&apiKey=…`. */
export const seriesSearchPath = (services: ExternalServices, search: string): string =>
  `${services.tvContentUrl.replace(/\/$/, '')}/series?filter[search]=${encodeURIComponent(search.trim())}&apiKey=${encodeURIComponent(services.tvContentApiKey ?? '')}`;

export interface BettingOption {
  readonly id: string;
  readonly label: string;
}

/** An EPG time as unix seconds (a value past the year 33658 in seconds is taken as milliseconds). */
const epgSeconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? (value > 1e12 ? Math.floor(value / 1000) : value) : undefined;

/**
 * cards/active: cardId, trackName, epgStartTime, epgEndTime (unix times). The option reads 'Vermo 24.11.2026
 * 18:00–20:00' in the display zone (spec 1 §9), not the raw numbers.
 */
export const bettingCardsFrom = (body: unknown, zone: string): readonly BettingOption[] =>
  records(body).flatMap((item) => {
    const id = idOf(item.cardId);
    if (id === undefined) return [];
    const start = epgSeconds(item.epgStartTime);
    const end = epgSeconds(item.epgEndTime);
    const when =
      start === undefined
        ? undefined
        : end === undefined || end <= start
          ? formatDateTime(start, zone)
          : `${formatDateTime(start, zone)}–${
              inZone(start, zone).hasSame(inZone(end, zone), 'day') ? formatTime(end, zone) : formatDateTime(end, zone)
            }`;
    const label = [typeof item.trackName === 'string' ? item.trackName : undefined, when].filter(Boolean).join(' ');
    return [{ id, label: label || id }];
  });

/** card/{id}/races: raceId, number. */
export const bettingRacesFrom = (body: unknown): readonly BettingOption[] =>
  records(body).flatMap((item) => {
    const id = idOf(item.raceId);
    return id === undefined ? [] : [{ id, label: `Race ${idOf(item.number) ?? id}` }];
  });

/** race/{id}/runners: runnerId, startNumber, horseName. */
export const bettingRunnersFrom = (body: unknown): readonly BettingOption[] =>
  records(body).flatMap((item) => {
    const id = idOf(item.runnerId);
    const name = typeof item.horseName === 'string' ? item.horseName : id;
    return id === undefined ? [] : [{ id, label: `${idOf(item.startNumber) ?? '?'} ${name ?? ''}`.trim() }];
  });

/** Spec 1 §7.1: the sports service's two lists. */
export const sportsPaths = {
  sports: (services: ExternalServices): string => `${services.sportsUrl.replace(/\/$/, '')}/sports`,
  leagues: (services: ExternalServices): string => `${services.sportsUrl.replace(/\/$/, '')}/leagues`,
} as const;

export const bettingPaths = {
  cards: (services: ExternalServices): string => `${services.bettingInfoUrl.replace(/\/$/, '')}/cards/active`,
  races: (services: ExternalServices, cardId: string): string =>
    `${services.bettingInfoUrl.replace(/\/$/, '')}/card/${encodeURIComponent(cardId)}/races`,
  runners: (services: ExternalServices, raceId: string): string =>
    `${services.bettingInfoUrl.replace(/\/$/, '')}/race/${encodeURIComponent(raceId)}/runners`,
} as const;
