import { expect } from 'chai';
import { labelListOptions } from '../../src/domain/forms';
import { sportsPaths, studioExternalServices } from '../../src/domain/event-editor';
import { LeagueListCodec, SportListCodec } from '../../src/infrastructure/wire/sports';
import { useStudioFixture } from './support/studio-fixture';

// Spec 1 §7.1: GET sports and GET leagues of the sports service feed the forms' label lists; the studio server
// serves both with demo data (server/fake-services/sports.ts), and the console's codecs read them.

const getJson = async (url: string): Promise<{ status: number; body: unknown }> => {
  const answer = await fetch(url);
  return { status: answer.status, body: await answer.json() };
};

describe('studio server: fake sports service (spec 1 §7.1, docs/protocol/forms.md "Label lists")', () => {
  const { studio } = useStudioFixture({ types: [] });

  it('GET sports answers name and sport_id per sport, in the shape the console decodes', async () => {
    const answer = await getJson(`${studio.url}${sportsPaths.sports(studioExternalServices)}`);
    expect(answer.status).to.equal(200);
    const decoded = SportListCodec.decode(answer.body);
    if (decoded._tag === 'Left') throw new Error('the sports answer does not decode');
    expect(decoded.right.map((sport) => sport.name)).to.include.members(['Ice hockey', 'Football']);
    expect(
      labelListOptions({ name: 'sport', type: 'select', label_list: 'sports' }, { sports: decoded.right }),
    ).to.deep.equal(
      [...decoded.right]
        .map((sport) => ({ value: sport.name, label: sport.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    );
  });

  it('GET leagues answers league_id, name by language, sport_id and team_list_id (the seeded teams list for Liiga)', async () => {
    const answer = await getJson(`${studio.url}${sportsPaths.leagues(studioExternalServices)}`);
    expect(answer.status).to.equal(200);
    const decoded = LeagueListCodec.decode(answer.body);
    if (decoded._tag === 'Left') throw new Error('the leagues answer does not decode');
    const liiga = decoded.right.find((league) => league.name.en === 'Liiga');
    const [teams] = await studio.server.services.store.documents.cms_lists.list(`body->>'type' = 'team'`, []);
    expect(liiga?.team_list_id).to.equal(teams?.id);
    expect(liiga?.sport_id).to.equal(1);
    // The leagues of one sport, labelled in the default language (en).
    const hockey = labelListOptions(
      { name: 'league', type: 'select', label_list: 'leagues', sport_id: 1 },
      { leagues: decoded.right },
    );
    expect(hockey.map((option) => option.label)).to.deep.equal(['Liiga', 'Mestis']);
  });

  it('a wrong answer fails the codec instead of reaching the forms', () => {
    expect(SportListCodec.decode([{ sport_id: 'x', name: 1 }])._tag).to.equal('Left');
    expect(LeagueListCodec.decode([{ league_id: 1, name: 'Liiga', sport_id: 1 }])._tag).to.equal('Left');
  });
});
