import { expect } from 'chai';
import { Router } from '../../../server/http/router';
import { resolveInside } from '../../../server/http/static-files';

describe('server/http/router and static paths', () => {
  const noop = async (): Promise<void> => undefined;
  const router = new Router([
    { method: 'GET', path: '/api/v1/content_list/{id}', handle: noop },
    { method: 'POST', path: '/api/v1/login', handle: noop },
  ]);

  it('matches method and path and captures segments; GET answers HEAD', () => {
    expect(router.match('GET', '/api/v1/content_list/12')).to.deep.include({ params: { id: '12' } });
    expect(router.match('HEAD', '/api/v1/content_list/12')).to.have.property('route');
    expect(router.match('GET', '/api/v1/login')).to.deep.equal({ allowed: ['POST'] });
    expect(router.match('GET', '/elsewhere')).to.equal(undefined);
    expect(router.match('GET', '/api/v1/content_list/%E0%A4%A')).to.deep.equal({ malformed: true });
    expect(router.match('GET', '/api/v1/content_list/%ED%A0%80')).to.deep.equal({ malformed: true });
    expect(router.match('GET', '/api/v1/content_list/a%00b')).to.deep.equal({ malformed: true });
  });

  it('keeps static paths inside their folder', () => {
    expect(resolveInside('/srv/dist', '/main.js')).to.equal('/srv/dist/main.js');
    expect(resolveInside('/srv/dist', '/../etc/passwd')).to.equal('/srv/dist/etc/passwd');
    expect(resolveInside('/srv/dist', '/..%2f..%2fetc')).to.equal('/srv/etc'.replace('/srv/etc', '/srv/dist/etc'));
    expect(resolveInside('/srv/dist', '/a%00b')).to.equal(undefined);
  });
});
