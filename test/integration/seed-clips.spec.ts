import { expect } from 'chai';
import { eventUuid } from '../../server/seed/demo-events';
import { useStudioFixture } from './support/studio-fixture';

// Issue 29 "Clips": the demo showed a cut with 'error' in every quality. Demo data shows the normal case: every
// cut has a quality that is ready or on its way; a failure is one quality beside ready ones, as it happens.

interface Cut {
  readonly title: string;
  readonly event: string;
  readonly statuses: string[];
}

describe('studio server: the demo clips show the normal case (issue 29)', () => {
  const { studio } = useStudioFixture({ types: [] });

  const cuts = async (): Promise<Cut[]> => {
    const byGroup = new Map<string, Cut>();
    for (const clip of await studio.server.services.store.documents.clips.list()) {
      const meta = clip.body.meta as { group_uuid?: string; title?: string };
      const key = meta.group_uuid ?? clip.uuid;
      const cut = byGroup.get(key) ?? { title: meta.title ?? '', event: String(clip.body.event_uuid), statuses: [] };
      cut.statuses.push(String(clip.body.status));
      byGroup.set(key, cut);
    }
    return [...byGroup.values()];
  };

  it('no cut failed in every quality; a failed quality sits beside ready ones', async () => {
    const all = await cuts();
    expect(all.length).to.be.above(4);
    for (const cut of all) {
      expect(cut.statuses, cut.title).to.not.satisfy((statuses: string[]) => statuses.every((s) => s === 'error'));
      if (cut.statuses.includes('error')) expect(cut.statuses, cut.title).to.include('ready');
    }
  });

  it("the morning news (the first event of today's list) has its intro ready in every quality", async () => {
    const news = (await cuts()).filter((cut) => cut.event === eventUuid('morning_news'));
    expect(news.map((cut) => cut.title)).to.deep.equal(['News intro']);
    expect(news[0]?.statuses).to.deep.equal(['ready', 'ready', 'ready']);
  });

  it('every ready quality of the demo downloads (issue 29 "Download gives a playable file")', async () => {
    const ready = (await studio.server.services.store.documents.clips.list()).filter(
      (clip) => clip.body.status === 'ready',
    );
    expect(ready.length).to.be.above(8);
    for (const clip of ready) {
      const answer = await fetch(`${studio.url}/api/v1/clips/${clip.uuid}/download`, { method: 'HEAD' });
      expect(answer.status, clip.uuid).to.equal(200);
      expect(answer.headers.get('content-type')).to.equal('video/mp2t');
    }
  });
});
