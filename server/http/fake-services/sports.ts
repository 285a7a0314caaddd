import { sendJson } from '../respond';
import type { Route, RouteContext } from '../route';

// A small stand-in for the sports service (spec 1 §7.1): GET sports and GET leagues, whose names feed the
// forms' label lists (docs/protocol/forms.md "Label lists"). The leagues' team lists are the seeded content
// lists of category 'team', looked up when asked so the ids are those of this data folder.

export const fakeSportsBase = '/fake-services/sports';

const sports = [
  { sport_id: 1, name: 'Ice hockey' },
  { sport_id: 2, name: 'Football' },
  { sport_id: 3, name: 'Harness racing' },
] as const;

const leagues = [
  { league_id: 11, name: { en: 'Liiga', fi: 'Liiga' }, sport_id: 1, teams: true },
  { league_id: 12, name: { en: 'Mestis', fi: 'Mestis' }, sport_id: 1, teams: false },
  { league_id: 21, name: { en: 'Veikkausliiga', fi: 'Veikkausliiga' }, sport_id: 2, teams: false },
  { league_id: 31, name: { en: 'Toto75 series', fi: 'Toto75-sarja' }, sport_id: 3, teams: false },
] as const;

const sportsRoute = async ({ response }: RouteContext): Promise<void> => sendJson(response, 200, sports);

const leaguesRoute = async ({ services, response }: RouteContext): Promise<void> => {
  const [teamList] = await services.store.documents.cms_lists.list(`body->>'type' = 'team'`, []);
  sendJson(
    response,
    200,
    leagues.map(({ teams, ...league }) => ({ ...league, team_list_id: teams && teamList ? teamList.id : null })),
  );
};

export const sportsRoutes: readonly Route[] = [
  { method: 'GET', path: `${fakeSportsBase}/sports`, cors: true, handle: sportsRoute },
  { method: 'GET', path: `${fakeSportsBase}/leagues`, cors: true, handle: leaguesRoute },
];
