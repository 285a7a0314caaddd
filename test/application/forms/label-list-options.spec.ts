import { expect } from 'chai';
import { FormOptions, formsModule } from '../../../src/application/forms';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import type { FormField } from '../../../src/domain/forms';
import { createHarness, settle } from '../console-harness';

// Spec 1 §7.1: GET sports and GET leagues of the sports service feed the label lists of the forms' selects
// (docs/protocol/forms.md "Label lists").

const league: FormField = {
  name: 'league',
  type: 'select',
  label: 'League',
  label_list: 'leagues',
  options: [{ value: 'Liiga' }, { value: 'Mestis' }],
};

const setup = (answer: (path: string) => { status: number; body: unknown }) => {
  const harness = createHarness({
    http: (request) => ({ ...answer(request.path), url: `http://studio${request.path}` }),
  });
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(formsModule);
  return { harness, options: harness.container.get(FormOptions) };
};

const labelsOf = async (options: FormOptions, field: FormField): Promise<string[][]> => {
  const seen: string[][] = [];
  const subscription = options.options$(field).subscribe((list) => seen.push(list.map((option) => option.label)));
  await settle();
  await settle();
  subscription.unsubscribe();
  return seen;
};

describe('application/forms: label lists from the sports service (spec 1 §7.1)', () => {
  it('a select naming leagues asks GET {sports}/leagues once and offers the names (en), the label as the value', async () => {
    const { harness, options } = setup((path) => ({
      status: 200,
      body: path.endsWith('/leagues')
        ? [
            { league_id: 11, name: { en: 'Liiga', fi: 'Liiga' }, sport_id: 1, team_list_id: 4 },
            { league_id: 21, name: { fi: 'Veikkausliiga' }, sport_id: 2, team_list_id: null },
          ]
        : [{ sport_id: 1, name: 'Ice hockey' }],
    }));
    const seen = await labelsOf(options, league);
    // The field's own options stand in until the answer has arrived.
    expect(seen[0]).to.deep.equal(['Liiga', 'Mestis']);
    expect(seen.at(-1)).to.deep.equal(['Liiga', 'Veikkausliiga']);
    expect(harness.http.callCount).to.equal(1);
    expect(harness.http.firstCall.args[0]).to.include({ name: 'leagues', path: '/fake-services/sports/leagues' });
    await labelsOf(options, league);
    expect(harness.http.callCount).to.equal(1);
    expect(harness.store.state.labelLists.leagues?.map((item) => item.league_id)).to.deep.equal([11, 21]);
    const sports = await labelsOf(options, { name: 'sport', type: 'select', label_list: 'sports' });
    expect(sports.at(-1)).to.deep.equal(['Ice hockey']);
    harness.dispose();
  });

  it("an answer that fails the codec or an unreachable service leaves the field's own options", async () => {
    const { harness, options } = setup(() => ({ status: 200, body: [{ league_id: 'x', name: 'Liiga' }] }));
    expect((await labelsOf(options, league)).at(-1)).to.deep.equal(['Liiga', 'Mestis']);
    expect(harness.store.state.labelLists.leagues).to.equal(undefined);
    harness.dispose();
    const down = setup(() => ({ status: 503, body: 'down' }));
    expect((await labelsOf(down.options, league)).at(-1)).to.deep.equal(['Liiga', 'Mestis']);
    down.harness.dispose();
  });
});
