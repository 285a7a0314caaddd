import { httpCall } from '../kit';
import { LeagueListCodec, SportListCodec } from './sports.codec';

// The sports service's two lists feed the forms' label lists (spec 1 §7.1). A failed load leaves the list
// empty; the field says so (docs/protocol/forms.md "Label lists").
export const sportsHttpCalls = {
  /** GET {sports_url}/sports: name and sport_id per sport; replaces the sports label list. */
  sports: httpCall({
    response: SportListCodec,
    toEvents: (sports, context) => [{ type: 'SportsReceived', sports, at: context.at }],
  }),
  /** GET {sports_url}/leagues: league_id, name by language, sport_id, team_list_id; replaces the leagues label list. */
  leagues: httpCall({
    response: LeagueListCodec,
    toEvents: (leagues, context) => [{ type: 'LeaguesReceived', leagues, at: context.at }],
  }),
} as const;
