import { expect } from 'chai';
import type { Services } from '../../../server/services';
import { decodeClip } from '../../../server/records/clips-store';
import { stored } from './stored-documents';

const clip = (id: number, meta: Record<string, unknown>) =>
  stored(id, { event_uuid: 'e', status: 'ready', start_time: 10, end_time: 20, meta });

describe('server/storage: stored clips read with the wire’s ClipCodec', () => {
  it('reads a clip typed; one that does not decode is reported and read as absent', () => {
    const reports: string[] = [];
    const services = { log: { error: (message: string) => reports.push(message) } } as unknown as Services;
    expect(decodeClip(services, clip(1, { title: 'Goal', quality: { name: 'hd720' } }))?.meta.quality?.name).to.equal(
      'hd720',
    );
    expect(reports).to.deep.equal([]);
    expect(decodeClip(services, clip(2, { title: 'Goal', quality: { name: 720 } }))).to.equal(undefined);
    expect(reports).to.have.length(1);
    expect(reports[0]).to.match(/^Stored clip 2 does not decode and is left out: meta\.quality\.name: /);
  });
});
