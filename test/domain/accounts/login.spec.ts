import { expect } from 'chai';
import {
  afterLoginRoute,
  loginMessages,
  loginRedirectRoute,
  loginRefusedMessage,
  logoutRoute,
  longTimeAgo,
  normalizeLoginEmail,
  sessionTimeText,
} from '../../../src/domain/accounts';

describe('domain/accounts: login (spec 1 §2.4, §5, §8)', () => {
  it('login lowercases the e-mail before sending', () => {
    expect(normalizeLoginEmail('Mari.Virtanen@Example.FI')).to.equal('mari.virtanen@example.fi');
  });

  it("status not ok shows the server msg, or 'Invalid email or password' without one", () => {
    expect(loginRefusedMessage('Account locked')).to.equal('Account locked');
    expect(loginRefusedMessage(undefined)).to.equal('Invalid email or password');
    expect(loginRefusedMessage('  ')).to.equal('Invalid email or password');
  });

  it("network failure 'Cannot login, please try again later'; logout failure 'Cannot logout, try again later'", () => {
    expect(loginMessages).to.deep.equal({
      refused: 'Invalid email or password',
      unreachable: 'Cannot login, please try again later',
      logoutFailed: 'Cannot logout, try again later',
    });
  });

  it('Logout goes to /login with l=1; a failed session check goes to /login with a redirect query (spec 3 §4)', () => {
    expect(logoutRoute).to.equal('/login?l=1');
    expect(loginRedirectRoute('/settings/accounts?x=1')).to.equal('/login?redirect=%2Fsettings%2Faccounts%3Fx%3D1');
  });

  it('honours the redirect query after login, but only for a path inside the app', () => {
    expect(afterLoginRoute('/events')).to.equal('/events');
    expect(afterLoginRoute('https://evil.example')).to.equal('/dashboard');
    expect(afterLoginRoute('//evil.example')).to.equal('/dashboard');
    expect(afterLoginRoute(undefined)).to.equal('/dashboard');
  });
});

describe('domain/accounts: session times (spec 3 §8)', () => {
  it("sessions with time 0 are shown as 'Long time ago'", () => {
    expect(sessionTimeText(0, 'UTC')).to.equal('Long time ago');
    expect(sessionTimeText(undefined, 'UTC')).to.equal(longTimeAgo);
  });

  it('other times read DD.MM.YYYY HH:mm (spec 1 §9)', () => {
    expect(sessionTimeText(1706774400, 'Europe/Helsinki')).to.equal('01.02.2024 10:00');
    expect(sessionTimeText(1706774400, 'utc')).to.equal('01.02.2024 08:00');
  });
});
