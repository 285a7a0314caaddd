import { expect } from 'chai';
import {
  bettingCardsFrom,
  bettingPaths,
  bettingRacesFrom,
  bettingRunnersFrom,
  externalServicesFrom,
  seriesHitsFrom,
  seriesSearchPath,
  studioExternalServices,
} from '../../../src/domain/event-editor';

describe('domain/schedule: series search and betting-info lookups (spec 2 §5, §7)', () => {
  it('without the external_services setting the studio fake services and their demo key are used', () => {
    expect(externalServicesFrom(undefined)).to.deep.equal(studioExternalServices);
  });

  it('a configured TV-content service brings its own api key (none = the search needs one)', () => {
    expect(externalServicesFrom({ tv_content_url: 'https://tv.example/api' })).to.deep.equal({
      tvContentUrl: 'https://tv.example/api',
      bettingInfoUrl: studioExternalServices.bettingInfoUrl,
      sportsUrl: studioExternalServices.sportsUrl,
    });
    expect(externalServicesFrom({ sports_url: 'https://sports.example/v1/' }).sportsUrl).to.equal(
      'https://sports.example/v1/',
    );
    expect(
      externalServicesFrom({ tv_content_url: 'https://tv.example/api', tv_content_api_key: 'k' }).tvContentApiKey,
    ).to.equal('k');
  });

  it('series search: GET {base}/series?filter[search]=…&apiKey=…; data[] with id and attributes.display_name', () => {
    expect(
      seriesSearchPath(
        { tvContentUrl: 'https://tv/', tvContentApiKey: 'k y', bettingInfoUrl: '', sportsUrl: '' },
        ' liiga ',
      ),
    ).to.equal('https://tv/series?filter[search]=liiga&apiKey=k%20y');
    expect(seriesHitsFrom({ data: [{ id: 7, attributes: { display_name: 'Liiga' } }, { id: 8 }, 'x'] })).to.deep.equal([
      { id: '7', name: 'Liiga' },
    ]);
    expect(seriesHitsFrom('<html>')).to.deep.equal([]);
  });

  it('betting info: cards/active, card/{id}/races, race/{id}/runners', () => {
    const services = { tvContentUrl: '', bettingInfoUrl: '/b', sportsUrl: '' };
    expect([
      bettingPaths.cards(services),
      bettingPaths.races(services, 'c 1'),
      bettingPaths.runners(services, 'r1'),
    ]).to.deep.equal(['/b/cards/active', '/b/card/c%201/races', '/b/race/r1/runners']);
    // Unix times read as DD.MM.YYYY HH:mm in the display zone, never as raw numbers (issue 21).
    const kickoff = Date.parse('2026-11-24T18:00:00+02:00') / 1000;
    expect(
      bettingCardsFrom(
        [
          { cardId: 'c1', trackName: 'Vermo', epgStartTime: kickoff, epgEndTime: kickoff + 7200 },
          { cardId: 'c2', trackName: 'Teivo', epgStartTime: kickoff * 1000 },
          { cardId: 'c3' },
        ],
        'Europe/Helsinki',
      ),
    ).to.deep.equal([
      { id: 'c1', label: 'Vermo 24.11.2026 18:00–20:00' },
      { id: 'c2', label: 'Teivo 24.11.2026 18:00' },
      { id: 'c3', label: 'c3' },
    ]);
    expect(bettingRacesFrom([{ raceId: 'r1', number: 3 }])).to.deep.equal([{ id: 'r1', label: 'Race 3' }]);
    expect(bettingRunnersFrom({ data: [{ runnerId: 'x', startNumber: 4, horseName: 'Comet' }] })).to.deep.equal([
      { id: 'x', label: '4 Comet' },
    ]);
  });
});
