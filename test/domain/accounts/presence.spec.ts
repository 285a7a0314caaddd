import { expect } from 'chai';
import { applyPresenceDiff, isPresent, type PresenceMeta } from '../../../src/domain/accounts';

const entry = (...refs: string[]) => ({ metas: refs.map((phx_ref): PresenceMeta => ({ phx_ref })) });

describe('domain/accounts: presence diff, as phoenix.js Presence.syncDiff', () => {
  it('a join of a new key adds it', () => {
    const state: Record<string, { metas: PresenceMeta[] }> = {};
    applyPresenceDiff(state, { joins: { 7: entry('a') }, leaves: {} });
    expect(state).to.deep.equal({ 7: entry('a') });
  });

  it('a join of a present key keeps earlier connections not in the join, then the joined ones', () => {
    const state = { 7: entry('a', 'b') };
    applyPresenceDiff(state, { joins: { 7: entry('b', 'c') }, leaves: {} });
    expect(state[7].metas.map((meta) => meta.phx_ref)).to.deep.equal(['a', 'b', 'c']);
  });

  it('a leave removes the listed refs and the key once none is left; an unknown key is harmless', () => {
    const state: Record<string, { metas: PresenceMeta[] }> = { 7: entry('a', 'b'), 9: entry('c') };
    applyPresenceDiff(state, { joins: {}, leaves: { 7: entry('a'), 9: entry('c'), 12: entry('x') } });
    expect(state).to.deep.equal({ 7: entry('b') });
    expect([isPresent(state, 7), isPresent(state, 9)]).to.deep.equal([true, false]);
  });

  it("ignores a '__proto__' key rather than replacing the map's prototype", () => {
    const state: Record<string, { metas: PresenceMeta[] }> = {};
    applyPresenceDiff(state, { joins: JSON.parse('{"__proto__": {"metas": [{"phx_ref": "p"}]}}'), leaves: {} });
    expect(Object.getPrototypeOf(state)).to.equal(Object.prototype);
    expect(isPresent(state, 'constructor')).to.equal(false);
  });
});
