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
} from '../../domain/event-editor';
import { settingByName } from '../../domain/settings';
import { HttpGateway } from '../http';
import { httpContract, type HttpCallName } from '../ports';
import { StateReader } from '../store';

/** A lookup's answer: items, or why there are none (the field says so; the form still saves). */
export type LookupResult<T> =
  | { readonly status: 'ready'; readonly items: readonly T[] }
  | { readonly status: 'idle' | 'unreachable' | 'needs_key'; readonly message?: string };

/**
 * The TV-content series search and the betting-info lookups (spec 2 §7). They are suggestions: what the user
 * picks travels in the save command, so the answers are not journaled (their contract entries say so). Base URLs
 * and the api key come from the `external_services` setting (docs/protocol/forms.md).
 */
@injectable()
export class ExternalLookups {
  readonly seriesMinimum = seriesSearchMinimumLength;

  private readonly zone: string;

  constructor(
    @inject(HttpGateway) private readonly http: HttpGateway,
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

  private async get<T>(
    url: string,
    name: Extract<HttpCallName, 'tv_content_series' | `betting_${string}`>,
    read: (body: unknown) => readonly T[],
  ): Promise<LookupResult<T>> {
    const answer = await this.http
      .call(httpContract[name], { params: { url } })
      .catch(() => ({ status: 0, body: undefined, url }));
    if (answer.status < 200 || answer.status >= 300)
      return { status: 'unreachable', message: lookupMessages.unreachable };
    return { status: 'ready', items: read(answer.body) };
  }
}
