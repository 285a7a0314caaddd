import { expect } from 'chai';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { byTestId, openAs, typeInto } from './support/console-page';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { markToasts, waitForNewToast } from './support/toasts';

const waitMs = 20_000;
const input = (field: string): string => `[data-field="${field}"] input`;

/** Clicks the record editor's Save. */
const saveRecord = async (page: Browser): Promise<void> => {
  await page.$(byTestId('record-editor-save')).click();
};

describe('e2e: a stale save in the record editor, two operators on one record (issue 32 §2)', () => {
  let server: ConsoleServer | undefined;
  let anna: Browser | undefined;
  let ben: Browser | undefined;
  let path = '';
  let recordId = 0;

  before(async () => {
    server = await startConsoleServer();
    [anna, ben] = await Promise.all([openBrowser(), openBrowser()]);
    const { store } = server.current.server.services;
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
  afterEach(async function () {
    await screenshotOnFailure(anna, this.currentTest);
    await screenshotOnFailure(ben, this.currentTest);
  });
  after(async () => {
    await anna?.deleteSession();
    await ben?.deleteSession();
    await server?.close();
  });

  it("B saves a title and a place, A a title and a note: A chooses per field, saves on B's version, nothing is lost", async () => {
    await openAs(anna!, server!.url, path, await server!.tokenFor('admin'));
    await openAs(ben!, server!.url, path, await server!.tokenFor('root'));
    await anna!.$(input('title')).waitForDisplayed({ timeout: waitMs });
    await ben!.$(input('title')).waitForDisplayed({ timeout: waitMs });

    await markToasts(ben!);
    await typeInto(ben!, input('title'), 'Mayor of Tampere');
    await typeInto(ben!, input('place'), 'Studio 2');
    await saveRecord(ben!);
    await waitForNewToast(ben!, 'List data was updated!');

    // A's form was made from the record before B's save.
    await typeInto(anna!, input('title'), 'Deputy mayor');
    await typeInto(anna!, input('note'), 'Arrives 18:30');
    await saveRecord(anna!);
    const title = anna!.$(byTestId('record-editor-conflict-title'));
    await title.waitForDisplayed({ timeout: waitMs });
    expect(await title.getText()).to.equal('Changed by Demo root meanwhile');
    const rows = anna!.$$(byTestId('record-editor-conflict-row'));
    // The fields B changed, in the stored record's key order.
    expect((await rows.map((row) => row.getAttribute('data-field'))).sort()).to.deep.equal(['place', 'title']);
    const titleRow = anna!.$(`${byTestId('record-editor-conflict-row')}[data-field="title"]`);
    expect(await titleRow.$$('[data-value]').map((value) => value.getText())).to.deep.equal([
      'Mayor of Tampere',
      'Deputy mayor',
    ]);
    // What A typed is kept while A decides.
    expect(await anna!.$(input('note')).getValue()).to.equal('Arrives 18:30');

    // Both changed the title: no save until A chooses.
    await saveRecord(anna!);
    const failure = anna!.$(byTestId('record-editor-failure'));
    await failure.waitForDisplayed({ timeout: waitMs });
    expect(await failure.getText()).to.equal('Choose theirs or yours for: Title');

    await titleRow.$('input[value="mine"]').click();
    await markToasts(anna!);
    await saveRecord(anna!);
    await waitForNewToast(anna!, 'List data was updated!');
    await anna!.$(byTestId('record-editor-conflict')).waitForExist({ reverse: true, timeout: waitMs });
    // The place only B changed came into A's form.
    expect(await anna!.$(input('place')).getValue()).to.equal('Studio 2');

    const stored = await server!.current.server.services.store.documents.cms_list_data.get(recordId);
    expect(stored?.body.data).to.deep.include({ title: 'Deputy mayor', place: 'Studio 2', note: 'Arrives 18:30' });
  });
});
