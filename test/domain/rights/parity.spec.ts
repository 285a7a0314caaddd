import { expect } from 'chai';
import { accountTypes, can, menuEntries, secretFields, type RightsSubject } from '../../../src/domain/rights';
import { surfacedGroups, type ServerSurface, type SurfacedEntry } from '../../../src/domain/rights/console-surfaces';
import { permissionFor, pushRuleFor } from '../../../src/domain/surface-rights';

/** Every account type, as a plain account and as a member of a productions group. */
const subjects: readonly RightsSubject[] = accountTypes.flatMap((type) => [
  { type, productions: false, accountId: 1, token: 'tok' },
  { type, productions: true, accountId: 1, token: 'tok' },
]);

const params = { token: 'tok' };

const serverAllows = (surface: ServerSurface, subject: RightsSubject): boolean => {
  if ('field' in surface) return (secretFields[surface.field] ?? []).some((type) => type === subject.type);
  if ('join' in surface) return permissionFor(surface.join).join.allows(subject, params);
  return (
    permissionFor(surface.topic).join.allows(subject, params) &&
    pushRuleFor(surface.topic, surface.push).allows(subject, params)
  );
};

const rights: readonly [string, SurfacedEntry][] = surfacedGroups.flatMap((group) =>
  group.entries.map((entry): [string, SurfacedEntry] => [`${group.label} ${entry.name}`, entry]),
);

const describeSubject = (subject: RightsSubject): string =>
  `${subject.type ?? '?'}${subject.productions ? ' (productions member)' : ''}`;

describe('domain/rights: the console offers exactly what the server allows', () => {
  it('every console entry names its server surface, or says why it has none', () => {
    for (const [name, right] of rights)
      expect(right.surface !== undefined || (right.unmatched ?? '').length > 20, name).to.equal(true);
  });

  it('per account type: an entry is offered exactly when the server lets the same account use its surface', () => {
    const mismatches: string[] = [];
    for (const [name, right] of rights) {
      if (!right.surface || right.unmatched) continue;
      for (const subject of subjects) {
        const offered = can(right.capability, subject);
        if (offered !== serverAllows(right.surface, subject))
          mismatches.push(`${name}: console ${offered ? 'offers' : 'hides'} it to ${describeSubject(subject)}`);
      }
    }
    expect(mismatches).to.deep.equal([]);
  });

  it('where they differ on purpose, the console never offers more than the server allows', () => {
    const wider: string[] = [];
    for (const [name, right] of rights) {
      if (!right.surface || !right.unmatched) continue;
      for (const subject of subjects)
        if (can(right.capability, subject) && !serverAllows(right.surface, subject))
          wider.push(`${name}: ${describeSubject(subject)}`);
    }
    expect(wider).to.deep.equal([]);
  });

  it('the check is not vacuous: most entries are compared, and a changed row would be caught', () => {
    const compared = rights.filter(([, right]) => right.surface && !right.unmatched);
    expect(compared.length).to.be.greaterThan(15);
    const audit = menuEntries.find((entry) => entry.route === '/audit');
    const user: RightsSubject = { type: 'user' };
    expect(audit && can(audit.capability, user)).to.equal(false);
    expect(serverAllows({ join: 'audit:all' }, user)).to.equal(false);
    expect(serverAllows({ join: 'audit:all' }, { type: 'admin' })).to.equal(true);
  });
});
