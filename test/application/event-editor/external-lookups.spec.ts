import { expect } from 'chai';
import { ExternalLookups, eventEditorModule } from '../../../src/application/event-editor';
import { formsModule } from '../../../src/application/forms';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { createHarness, settle, type HttpHandler } from '../console-harness';

const setup = (http: HttpHandler) => {
  const harness = createHarness({ http });
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(formsModule, eventEditorModule);
  return { harness, lookups: harness.container.get(ExternalLookups) };
};

describe('application/event-editor: series search and betting info (spec 2 §5, §7)', () => {
  it('series search starts at 3 characters and asks the studio fake service with its demo key when nothing is configured', async () => {
    const { harness, lookups } = setup(() => ({
      status: 200,
      body: { data: [{ id: 'a', attributes: { display_name: 'Liiga' } }] },
      url: '',
    }));
    expect(await lookups.searchSeries('li')).to.deep.equal({ status: 'idle', message: 'Type at least 3 characters' });
    expect(harness.http.called).to.equal(false);
    expect(await lookups.searchSeries('lii')).to.deep.equal({ status: 'ready', items: [{ id: 'a', name: 'Liiga' }] });
    expect(harness.http.firstCall.args[0].path).to.equal(
      '/fake-services/tv-content/series?filter[search]=lii&apiKey=studio-demo-key',
    );
    harness.dispose();
  });

  it('a configured service without an api key cannot search; an unreachable one says so', async () => {
    const { harness, lookups } = setup(() => ({ status: 0, body: undefined, url: '' }));
    harness.receive('settings:all', 'init', {
      data: [
        {
          id: 9,
          name: 'external_services',
          type: 'system',
          value: { tv_content_url: 'https://tv.example', betting_info_url: 'https://bet.example' },
        },
      ],
    });
    await settle();
    expect((await lookups.searchSeries('liiga')).status).to.equal('needs_key');
    expect(await lookups.cards()).to.deep.equal({
      status: 'unreachable',
      message: 'Service unreachable: the event can still be saved',
    });
    expect(harness.http.firstCall.args[0].path).to.equal('https://bet.example/cards/active');
    harness.dispose();
  });
});
