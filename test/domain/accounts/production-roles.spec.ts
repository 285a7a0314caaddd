import { expect } from 'chai';
import {
  hasProductionsGroup,
  productionRights,
  productionRoles,
  productionRolesOn,
  showsControlPresets,
} from '../../../src/domain/accounts';
import type { Group } from '../../../src/domain/groups';

const channel = 'c3b1f1a2';
const groups: readonly Group[] = [
  {
    id: 1,
    uuid: 'g1',
    channels: [channel],
    meta: {
      productions: true,
      production_roles: { '7': 'director', '9': 'commentator', '11': 'producer', '12': 'stagehand' },
    },
  },
  { id: 2, uuid: 'g2', channels: [channel], meta: { production_roles: { '9': 'control' } } },
  { id: 3, uuid: 'g3', channels: ['other'], meta: { production_roles: { '12': 'intercom' } } },
];

describe('domain/accounts: productions roles per channel (spec 3 §6)', () => {
  it('knows director, producer, commentator, intercom and control', () => {
    expect(productionRoles).to.deep.equal(['director', 'producer', 'commentator', 'intercom', 'control']);
  });

  it('gathers roles from the groups holding the channel, and ignores unknown roles and other channels', () => {
    expect(productionRolesOn(channel, 9, groups)).to.deep.equal(['commentator', 'control']);
    expect(productionRolesOn(channel, 12, groups)).to.deep.equal([]);
  });

  it('director: start and stop the streamer, open the GUI', () => {
    expect(productionRights(['director'], false)).to.deep.include({ startStopStreamer: true, openGui: true });
    expect(productionRights(['producer'], false)).to.deep.include({ startStopStreamer: false, openGui: false });
  });

  it('director or commentator: Commentator 1 and 2 views', () => {
    expect(
      ['director', 'commentator', 'producer', 'intercom'].map(
        (role) => productionRights([role as 'director'], false).commentatorViews,
      ),
    ).to.deep.equal([true, true, false, false]);
  });

  it('director, intercom or commentator: Intercom', () => {
    expect(
      ['director', 'intercom', 'commentator', 'producer'].map(
        (role) => productionRights([role as 'director'], false).intercom,
      ),
    ).to.deep.equal([true, true, true, false]);
  });

  it('director or producer: WebRTC output buttons', () => {
    expect(
      ['director', 'producer', 'commentator'].map(
        (role) => productionRights([role as 'director'], false).webrtcOutputs,
      ),
    ).to.deep.equal([true, true, false]);
  });

  it('administrators have all rights', () => {
    expect(Object.values(productionRights([], true)).every(Boolean)).to.equal(true);
  });

  it("presets: only with the 'control' role or admin, and not when the query control=false", () => {
    expect(showsControlPresets(productionRights(['control'], false), undefined)).to.equal(true);
    expect(showsControlPresets(productionRights(['director'], false), 'true')).to.equal(false);
    expect(showsControlPresets(productionRights([], true), 'false')).to.equal(false);
  });

  it('a group with the meta flag productions reveals Productions (spec 1 §6)', () => {
    expect(hasProductionsGroup(groups)).to.equal(true);
    expect(hasProductionsGroup(groups.slice(1))).to.equal(false);
  });
});
