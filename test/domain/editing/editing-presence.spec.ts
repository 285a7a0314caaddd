import { expect } from 'chai';
import {
  alsoEditingText,
  editedItemTopic,
  editingTopic,
  othersEditing,
  type EditingPresences,
} from '../../../src/domain/editing';

const entry = (...names: string[]) => ({
  metas: names.map((name, index) => ({ phx_ref: `${name}-${index}`, name })),
});

describe('domain/editing: the names an editor sheet shows', () => {
  it('lists every other account once, alphabetically, and never the own account', () => {
    const presences: EditingPresences = {
      3: entry('ben@studio.test'),
      7: entry('Anna Berg', 'Anna Berg'),
      12: entry('Me Myself'),
    };
    expect(othersEditing(presences, 12)).to.deep.equal(['Anna Berg', 'ben@studio.test']);
    expect(alsoEditingText(othersEditing(presences, 12))).to.equal('Also editing: Anna Berg, ben@studio.test');
  });

  it('shows nothing when only the own account (in any number of consoles) is there', () => {
    expect(alsoEditingText(othersEditing({ 12: entry('Me Myself', 'Me Myself') }, 12))).to.equal(undefined);
  });

  it("names the item's presence topic and, back from its parameters, the item's own editor topic", () => {
    expect(editingTopic({ kind: 'events', id: 'e-1' })).to.equal('editing:events:e-1');
    expect(editedItemTopic({ kind: 'events', id: 'e-1' })).to.deep.equal({
      pattern: 'events:{uuid}',
      params: { uuid: 'e-1' },
      topic: 'events:e-1',
    });
    expect(editedItemTopic({ kind: 'records', id: '40' })?.topic).to.equal('cms:list_data:40');
  });

  it('knows no item for a kind no editor opens, nor for an empty id', () => {
    expect(editedItemTopic({ kind: 'audit', id: '1' })).to.equal(undefined);
    expect(editedItemTopic({ kind: 'toString', id: '1' })).to.equal(undefined);
    expect(editedItemTopic({ kind: 'groups', id: '' })).to.equal(undefined);
  });
});
