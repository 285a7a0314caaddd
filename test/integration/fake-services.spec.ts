import { expect } from 'chai';
import { fakeTvContentApiKey } from '../../server/http/fake-services';
import {
  bettingCardsFrom,
  bettingRacesFrom,
  bettingRunnersFrom,
  seriesHitsFrom,
  seriesSearchPath,
  studioExternalServices,
} from '../../src/domain/event-editor';
import { useStudioFixture } from './support/studio-fixture';

const getJson = async (url: string): Promise<{ status: number; body: unknown; cors: string | null }> => {
  const answer = await fetch(url);
  return { status: answer.status, body: await answer.json(), cors: answer.headers.get('access-control-allow-origin') };
};

describe('studio server: fake TV-content and betting-info services (spec 2 §7, docs/protocol/forms.md)', () => {
  const { studio } = useStudioFixture({ types: [] });

  it("answers the console's series search (filter[search], apiKey) with data[] of id and attributes.display_name", async () => {
    expect(studioExternalServices.tvContentApiKey).to.equal(fakeTvContentApiKey);
    const answer = await getJson(`${studio.url}${seriesSearchPath(studioExternalServices, 'liiga')}`);
    expect(answer.status).to.equal(200);
    expect(answer.cors).to.equal('*');
    expect(seriesHitsFrom(answer.body).map((hit) => hit.name)).to.deep.equal(['Liiga 2026–2027', 'Veikkausliiga 2026']);
    expect(
      seriesHitsFrom((await getJson(`${studio.url}${seriesSearchPath(studioExternalServices, 'li')}`)).body),
    ).to.deep.equal([]);
  });

  it('refuses a wrong api key with 401', async () => {
    const answer = await getJson(
      `${studio.url}${seriesSearchPath({ ...studioExternalServices, tvContentApiKey: 'nope' }, 'liiga')}`,
    );
    expect(answer.status).to.equal(401);
  });

  it('serves active cards, their races and the runners of a race; unknown ids are 404', async () => {
    const base = `${studio.url}${studioExternalServices.bettingInfoUrl}`;
    const cards = bettingCardsFrom((await getJson(`${base}/cards/active`)).body, 'Europe/Helsinki');
    expect(cards.map((card) => card.id)).to.deep.equal(['card-1', 'card-2', 'card-3']);
    // The studio's EPG times are unix seconds: the options read as dates, not numbers.
    expect(cards[0]?.label).to.match(/^\S.* \d\d\.\d\d\.\d{4} \d\d:\d\d–(\d\d\.\d\d\.\d{4} )?\d\d:\d\d$/);
    const races = bettingRacesFrom((await getJson(`${base}/card/card-1/races`)).body);
    expect(races).to.have.length(8);
    expect(races[0]).to.deep.equal({ id: 'card-1-race-1', label: 'Race 1' });
    const runners = bettingRunnersFrom((await getJson(`${base}/race/card-1-race-1/runners`)).body);
    expect(runners).to.have.length(8);
    expect(runners[0]?.label).to.match(/^1 \w/);
    expect((await getJson(`${base}/card/card-9/races`)).status).to.equal(404);
    expect((await getJson(`${base}/race/nothing/runners`)).status).to.equal(404);
  });
});
