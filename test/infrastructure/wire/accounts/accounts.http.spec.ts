import { expect } from 'chai';
import { accountsHttpCalls } from '../../../../src/infrastructure/wire/accounts';
import { accountsHttpSamples } from '../../../fixtures/wire/accounts.samples';
import { frameAt, httpContext, httpEventsOf } from '../settings/catalogue-harness';

const api = 'http://127.0.0.1:4000/api/v1';

describe('wire/accounts: accountsHttpCalls', () => {
  it('has a sample for every call', () => {
    expect([...new Set(accountsHttpSamples.map((sample) => sample.name))].sort()).to.deep.equal(
      Object.keys(accountsHttpCalls).sort(),
    );
  });

  it('login status ok → LoginSucceeded, and the token never enters an event', () => {
    const ok = accountsHttpSamples[0]!;
    const events = httpEventsOf(accountsHttpCalls, ok, `${api}/login`);
    expect(events).to.deep.equal([{ type: 'LoginSucceeded', at: frameAt }]);
    expect(JSON.stringify(events)).to.not.include((ok.response as { result: string }).result);
  });

  it('login status not ok → LoginRefused with the server msg (spec 3 §8)', () => {
    expect(httpEventsOf(accountsHttpCalls, accountsHttpSamples[1]!, `${api}/login`)).to.deep.equal([
      { type: 'LoginRefused', message: 'Invalid email or password', at: frameAt },
    ]);
  });

  it('login network failure → LoginFailed', () => {
    expect(
      accountsHttpCalls.login.onFailure?.(
        httpContext({ name: 'login', status: 0, response: undefined }, `${api}/login`),
      ),
    ).to.deep.equal([{ type: 'LoginFailed', at: frameAt }]);
  });

  it('verify result 1 means logged in (spec 1 §7.1); anything else, or a failed call, means not', () => {
    expect(httpEventsOf(accountsHttpCalls, accountsHttpSamples[2]!, `${api}/verify`)).to.deep.equal([
      { type: 'LoginChecked', loggedIn: true, at: frameAt },
    ]);
    expect(
      httpEventsOf(accountsHttpCalls, { name: 'verify', status: 200, response: { result: 0 } }, `${api}/verify`)[0],
    ).to.deep.include({ loggedIn: false });
    expect(
      accountsHttpCalls.verify.onFailure?.(
        httpContext({ name: 'verify', status: 401, response: {} }, `${api}/verify`),
      )[0],
    ).to.deep.include({
      loggedIn: false,
    });
  });

  it('logout → LoggedOut', () => {
    expect(httpEventsOf(accountsHttpCalls, accountsHttpSamples[3]!, `${api}/logout`)).to.deep.equal([
      { type: 'LoggedOut', at: frameAt },
    ]);
  });

  it('POST session/delete/{id} with status ok → SessionDeleted {id}', () => {
    expect(httpEventsOf(accountsHttpCalls, accountsHttpSamples[4]!, `${api}/session/delete/38`)).to.deep.equal([
      { type: 'SessionDeleted', id: 38, at: frameAt },
    ]);
    expect(httpEventsOf(accountsHttpCalls, accountsHttpSamples[4]!, `${api}/session/delete/abc`)).to.deep.equal([]);
  });

  it('session_delete with a status other than ok fails the codec', () => {
    expect(accountsHttpCalls.session_delete.response.decode({ status: 'error' })._tag).to.equal('Left');
  });

  it('session_check signs out only on a definite no: 401/403 or a result other than 1, never an outage', () => {
    const check = accountsHttpCalls.session_check;
    const failure = (status: number) =>
      check.onFailure?.(httpContext({ name: 'session_check', status, response: undefined }, `${api}/verify`));
    expect(failure(401)).to.deep.equal([{ type: 'LoginChecked', loggedIn: false, at: frameAt }]);
    expect(failure(0)).to.deep.equal([]);
    expect(failure(502)).to.deep.equal([]);
    expect(httpEventsOf(accountsHttpCalls, accountsHttpSamples[5]!, `${api}/verify`)).to.deep.equal([
      { type: 'LoginChecked', loggedIn: true, at: frameAt },
    ]);
  });
});
