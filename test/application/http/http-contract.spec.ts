import { expect } from 'chai';
import { httpContract, httpPath } from '../../../src/application/ports';
import { httpRights } from '../../../src/domain/surface-rights';

describe('application/ports/http-contract', () => {
  const entries = Object.values(httpContract);

  it('names each entry after its key', () => {
    for (const [key, entry] of Object.entries(httpContract)) expect(entry.name).to.equal(key);
  });

  it('has a rights row for the route of every API call (src/domain/surface-rights/http-rights.ts)', () => {
    const api = entries.filter((entry) => entry.where === 'api');
    expect(api).to.have.length.greaterThan(0);
    for (const entry of api) {
      const row = `${entry.method} /api/v1/${entry.route}`;
      expect(httpRights[row], `${entry.name}: ${row}`).to.not.equal(undefined);
    }
  });

  it('gives every outside call the whole address it is given, so it names no path of its own', () => {
    for (const entry of entries.filter((candidate) => candidate.where === 'outside'))
      expect(entry.route, entry.name).to.equal('{url*}');
  });

  it('fills a route: {name} parts URL-encoded, {name*} parts as given', () => {
    expect(httpPath(httpContract.content_list_by_name.route, { name: 'a b/c' })).to.equal(
      'content_list/by_name/a%20b%2Fc',
    );
    expect(httpPath(httpContract.session_delete.route, { id: 12 })).to.equal('session/delete/12');
    expect(httpPath(httpContract.maintenance.route, { url: 'https://x.test/m.json?t=1' })).to.equal(
      'https://x.test/m.json?t=1',
    );
    expect(httpPath(httpContract.verify.route)).to.equal('verify');
  });
});
