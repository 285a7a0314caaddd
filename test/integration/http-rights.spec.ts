import { expect } from 'chai';
import { accountTypes } from '../../src/domain/rights';
import { httpRights } from '../../src/domain/surface-rights';
import { allRoutes } from '../../server/http/http-server';
import { useStudioFixture } from './support/studio-fixture';

/** A concrete path for a route template: every parameter filled with a value that names no row. */
const pathOf = (template: string): string => template.replace(/\{\w+\}/g, '999999');

// The HTTP routes' rights are checked in one place before any handler runs (src/domain/surface-rights/http-rights.ts):
// this walks the declaration against the real server, so a route that checks nothing cannot hide behind it.
describe('studio server: every HTTP route answers as its declared rights say', () => {
  const fixture = useStudioFixture({ types: accountTypes });
  const sessionRoutes = allRoutes.filter((route) => httpRights[`${route.method} ${route.path}`]?.kind === 'session');

  const call = async (method: string, path: string, token?: string): Promise<number> => {
    const response = await fetch(`${fixture.studio.url}${path}`, {
      method,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      // The logout route ends the session it is called with: only ever called without one here.
    });
    await response.arrayBuffer();
    return response.status;
  };

  it('a route with a rule answers 401 without a session token, and with a token that names no session', async () => {
    expect(sessionRoutes.length).to.be.greaterThan(4);
    for (const route of sessionRoutes) {
      expect(await call(route.method, pathOf(route.path)), `${route.method} ${route.path}`).to.equal(401);
      expect(await call(route.method, pathOf(route.path), 'no-such-token'), `${route.method} ${route.path}`).to.equal(
        401,
      );
    }
  });

  it('a route answers 403 to every account type its rule refuses, before reading anything', async () => {
    let refusals = 0;
    for (const route of sessionRoutes) {
      const access = httpRights[`${route.method} ${route.path}`];
      if (access?.kind !== 'session' || route.path === '/api/v1/logout') continue;
      for (const type of accountTypes)
        if (!access.rule.allows({ type }, {})) {
          refusals += 1;
          expect(await call(route.method, pathOf(route.path), fixture.token(type)), `${type} ${route.path}`).to.equal(
            403,
          );
        }
    }
    // The upload route refuses user and cloudrec: the walk above did check something.
    expect(refusals).to.be.greaterThan(1);
  });
});
