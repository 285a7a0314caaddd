import { sendJson } from '../respond';
import type { Route, RouteContext } from '../route';

// A small stand-in for the betting-info service (spec 2 §7): active cards, a card's races, a race's runners.
// Card times follow the server clock so the demo always has cards of today; docs/protocol/forms.md.

export const fakeBettingBase = '/fake-services/betting-info';

const tracks = ['Vermo', 'Teivo', 'Solvalla'] as const;
const horses = [
  'Brisk Dancer',
  'Northern Light',
  'Silver Comet',
  'Quick Step',
  'Midnight Star',
  'Lucky Clover',
  'Iron Will',
  'Polar Wind',
];

const dayStart = (now: number): number => Math.floor(now / 86_400_000) * 86_400;

/** cards/active: one card per track for today (unix seconds). */
const cards = async ({ services, response }: RouteContext): Promise<void> => {
  const start = dayStart(services.clock()) + 16 * 3600;
  sendJson(
    response,
    200,
    tracks.map((trackName, index) => ({
      cardId: `card-${index + 1}`,
      trackName,
      epgStartTime: start + index * 3600,
      epgEndTime: start + index * 3600 + 4 * 3600,
    })),
  );
};

/** card/{id}/races: eight races per known card; an unknown card is 404. */
const races = async ({ params, response }: RouteContext): Promise<void> => {
  const card = /^card-(\d)$/.exec(params.id ?? '');
  if (!card || Number(card[1]) > tracks.length) return sendJson(response, 404, { error: 'Card not found' });
  sendJson(
    response,
    200,
    Array.from({ length: 8 }, (_, index) => ({ raceId: `${params.id}-race-${index + 1}`, number: index + 1 })),
  );
};

/** race/{id}/runners: eight runners per race. */
const runners = async ({ params, response }: RouteContext): Promise<void> => {
  const race = /^card-\d-race-(\d)$/.exec(params.id ?? '');
  if (!race) return sendJson(response, 404, { error: 'Race not found' });
  const offset = Number(race[1]);
  sendJson(
    response,
    200,
    horses.map((_, index) => ({
      runnerId: `${params.id}-runner-${index + 1}`,
      startNumber: index + 1,
      horseName: horses[(index + offset) % horses.length],
    })),
  );
};

export const bettingInfoRoutes: readonly Route[] = [
  { method: 'GET', path: `${fakeBettingBase}/cards/active`, cors: true, handle: cards },
  { method: 'GET', path: `${fakeBettingBase}/card/{id}/races`, cors: true, handle: races },
  { method: 'GET', path: `${fakeBettingBase}/race/{id}/runners`, cors: true, handle: runners },
];
