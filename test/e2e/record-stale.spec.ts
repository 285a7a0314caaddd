import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { byTestId, openAs, typeInto } from './support/console-page';
import { useTwoOperatorsFixture } from './support/console-fixture';
import { markToasts, waitForNewToast } from './support/toasts';

const waitMs = 20_000;
const input = (field: string): string => `[data-field="${field}"] input`;

/** Clicks the record editor's Save. */
const saveRecord = async (page: Browser): Promise<void> => {
  await page.$(byTestId('record-editor-save')).click();
};

describe('e2e: a stale save in the record editor, two operators on one record (issue 32 §2)', () => {
  const fixture = useTwoOperatorsFixture();
  let path = '';
  let recordId = 0;

  before(async () => {
    const { store } = fixture.server.current.server.services;
    const listType = await store.db.write((tx) =>
      store.documents.cms_list_types.insert(tx, {
        name: 'Guests',
        fields: [
          { name: 'title', type: 'text' },
          { name: 'place', type: 'text' },
          { name: 'note', type: 'text' },
        ],
      }),
    );
    const list = await store.db.write((tx) =>
      store.documents.cms_lists.insert(tx, { name: 'Guests', cms_list_type_id: listType.id, meta: {} }),
    );
    const record = await store.db.write((tx) =>
      store.documents.cms_list_data.insert(tx, {
        cms_list_id: list.id,
        data: { title: 'Mayor', place: 'Studio 1', note: 'Arrives 18:00' },
      }),
    );
    recordId = record.id;
    path = `/content/list/${list.id}/data/edit/${record.id}`;
  });

  it("B saves a title and a place, A a title and a note: A chooses per field, saves on B's version, nothing is lost", async () => {
    await openAs(fixture.anna, fixture.server.url, path, await fixture.server.tokenFor('admin'));
    await openAs(fixture.ben, fixture.server.url, path, await fixture.server.tokenFor('root'));
    await fixture.anna.$(input('title')).waitForDisplayed({ timeout: waitMs });
    await fixture.ben.$(input('title')).waitForDisplayed({ timeout: waitMs });

    await markToasts(fixture.ben);
    await typeInto(fixture.ben, input('title'), 'Mayor of Tampere');
    await typeInto(fixture.ben, input('place'), 'Studio 2');
    await saveRecord(fixture.ben);
    await waitForNewToast(fixture.ben, 'List data was updated!');

    // A's form was made from the record before B's save.
    await typeInto(fixture.anna, input('title'), 'Deputy mayor');
    await typeInto(fixture.anna, input('note'), 'Arrives 18:30');
    await saveRecord(fixture.anna);
    const title = fixture.anna.$(byTestId('record-editor-conflict-title'));
    await title.waitForDisplayed({ timeout: waitMs });
    expect(await title.getText()).to.equal('Changed by Demo root meanwhile');
    const rows = fixture.anna.$$(byTestId('record-editor-conflict-row'));
    // The fields B changed, in the stored record's key order.
    expect((await rows.map((row) => row.getAttribute('data-field'))).sort()).to.deep.equal(['place', 'title']);
    const titleRow = fixture.anna.$(`${byTestId('record-editor-conflict-row')}[data-field="title"]`);
    expect(await titleRow.$$('[data-value]').map((value) => value.getText())).to.deep.equal([
      'Mayor of Tampere',
      'Deputy mayor',
    ]);
    // What A typed is kept while A decides.
    expect(await fixture.anna.$(input('note')).getValue()).to.equal('Arrives 18:30');

    // Both changed the title: no save until A chooses.
    await saveRecord(fixture.anna);
    const failure = fixture.anna.$(byTestId('record-editor-failure'));
    await failure.waitForDisplayed({ timeout: waitMs });
    expect(await failure.getText()).to.equal('Choose theirs or yours for: Title');

    await titleRow.$('input[value="mine"]').click();
    await markToasts(fixture.anna);
    await saveRecord(fixture.anna);
    await waitForNewToast(fixture.anna, 'List data was updated!');
    await fixture.anna.$(byTestId('record-editor-conflict')).waitForExist({ reverse: true, timeout: waitMs });
    // The place only B changed came into A's form.
    expect(await fixture.anna.$(input('place')).getValue()).to.equal('Studio 2');

    const stored = await fixture.server.current.server.services.store.documents.cms_list_data.get(recordId);
    expect(stored?.body.data).to.deep.include({ title: 'Deputy mayor', place: 'Studio 2', note: 'Arrives 18:30' });
  });
});
