import { inject, injectable } from 'inversify';
import { DisplayZone } from '../shared';
import {
  bettingCardsFrom,
  bettingPaths,
  bettingRacesFrom,
  bettingRunnersFrom,
  externalServicesFrom,
  externalServicesSettingName,
  lookupMessages,
  seriesHitsFrom,
  seriesSearchMinimumLength,
  seriesSearchPath,
  type BettingOption,
  type ExternalServices,
  type SeriesHit,
} from '../../domain/schedule';
import { settingByName } from '../../domain/settings';
import { HttpPort } from '../ports';
import { StateReader } from '../store';

/** A lookup's answer: items, or why there are none (the field says so; the form still saves). */
export type LookupResult<T> =
  | { readonly status: 'ready'; readonly items: readonly T[] }
  | { readonly status: 'idle' | 'unreachable' | 'needs_key'; readonly message?: string };

/**
 * The TV-content series search and the betting-info lookups (spec 2 §7). They are suggestions: what the user
 * picks travels in the save command, so the answers are not journaled (HttpPort, not HttpGateway). Base URLs
 * and the api key come from the `external_services` setting (docs/protocol/forms.md).
 */
@injectable()
export class ExternalLookups {
  readonly seriesMinimum = seriesSearchMinimumLength;

  private readonly zone: string;

  constructor(
    @inject(HttpPort) private readonly http: HttpPort,
    @inject(StateReader) private readonly store: StateReader,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
  }

  get services(): ExternalServices {
    return externalServicesFrom(settingByName(this.store.state.settings, externalServicesSettingName)?.value);
  }

  /** Spec 2 §5: from 3 characters, with an api key. */
  async searchSeries(text: string): Promise<LookupResult<SeriesHit>> {
    if (text.trim().length < seriesSearchMinimumLength) return { status: 'idle', message: lookupMessages.tooShort };
    const services = this.services;
    if (!services.tvContentApiKey) return { status: 'needs_key', message: lookupMessages.needsApiKey };
    return this.get(seriesSearchPath(services, text), 'tv_content_series', seriesHitsFrom);
  }

  cards(): Promise<LookupResult<BettingOption>> {
    return this.get(bettingPaths.cards(this.services), 'betting_cards', (body) => bettingCardsFrom(body, this.zone));
  }

  races(cardId: string): Promise<LookupResult<BettingOption>> {
    return this.get(bettingPaths.races(this.services, cardId), 'betting_races', bettingRacesFrom);
  }

  runners(raceId: string): Promise<LookupResult<BettingOption>> {
    return this.get(bettingPaths.runners(this.services, raceId), 'betting_runners', bettingRunnersFrom);
  }

  private async get<T>(path: string, name: string, read: (body: unknown) => readonly T[]): Promise<LookupResult<T>> {
    const answer = await this.http
      .request({ name, method: 'GET', path })
      .catch(() => ({ status: 0, body: undefined, url: path }));
    if (answer.status < 200 || answer.status >= 300)
      return { status: 'unreachable', message: lookupMessages.unreachable };
    return { status: 'ready', items: read(answer.body) };
  }
}
