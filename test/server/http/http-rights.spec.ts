import { expect } from 'chai';
import { httpAccessFor, httpRights, servedFolders } from '../../../src/domain/surface-rights';
import { hlsPathPrefix } from '../../../server/media';
import { storedObjectPath } from '../../../server/uploads/presign';
import { allRoutes } from '../../../server/http/http-server';

describe('server/http: every route has declared rights (src/domain/surface-rights/http-rights.ts)', () => {
  it('has an entry, with a reason, for every route the server registers', () => {
    for (const route of allRoutes) {
      const access = httpAccessFor(route.method, route.path);
      expect(access, `${route.method} ${route.path}`).to.not.equal(undefined);
      const why = access?.kind === 'public' ? access.why : access?.rule.why;
      expect(why, `${route.method} ${route.path}`).to.have.length.greaterThan(20);
    }
  });

  it('declares no route the server does not register (a stale entry would hide a renamed route)', () => {
    const registered = new Set(allRoutes.map((route) => `${route.method} ${route.path}`));
    expect(Object.keys(httpRights).filter((key) => !registered.has(key))).to.deep.equal([]);
  });

  it('declares the folders the server serves below its routes, and only those', () => {
    expect(Object.keys(servedFolders).sort()).to.deep.equal([`GET ${hlsPathPrefix}`, `GET ${storedObjectPath}`].sort());
  });

  it('finds nothing for unknown or prototype keys', () => {
    expect(httpAccessFor('GET', '/api/v1/nothing')).to.equal(undefined);
    expect(httpAccessFor('GET', '__proto__')).to.equal(undefined);
  });
});
