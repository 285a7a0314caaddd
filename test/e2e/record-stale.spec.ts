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

  /** A seeded record whose `field` is `value` (the customers list's, the contract's). */
  const seeded = async (field: string, value: string) => {
    const found = (await fixture.server.current.server.services.store.documents.cms_list_data.list()).find(
      (row) => (row.body.data as Record<string, unknown>)[field] === value,
    );
    if (!found) throw new Error(`no seeded record ${value}`);
    return found;
  };

  before(async () => {
    const { store } = fixture.server.current.server.services;
    const nordic = await seeded('name', 'Nordic Sports Media Oy');
    const listType = await store.db.write((tx) =>
      store.documents.cms_list_types.insert(tx, {
        name: 'Guests',
        fields: [
          { name: 'title', type: 'text' },
          { name: 'place', type: 'text' },
          { name: 'note', type: 'text' },
          // A choice the comparison names by the chosen record, not its id (the customers list's records).
          { name: 'host', type: 'content_select', title: 'Host', content_id: Number(nordic.body.cms_list_id) },
        ],
      }),
    );
    const list = await store.db.write((tx) =>
      store.documents.cms_lists.insert(tx, { name: 'Guests', cms_list_type_id: listType.id, meta: {} }),
    );
    const record = await store.db.write((tx) =>
      store.documents.cms_list_data.insert(tx, {
        cms_list_id: list.id,
        data: { title: 'Mayor', place: 'Studio 1', note: 'Arrives 18:00', host: nordic.id },
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
    await fixture.ben.$('[data-field="host"]').$('option=Stadium TV Ab').waitForExist({ timeout: waitMs });
    await fixture.ben.$('[data-field="host"] select').selectByVisibleText('Stadium TV Ab');
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
    expect((await rows.map((row) => row.getAttribute('data-field'))).sort()).to.deep.equal(['host', 'place', 'title']);
    // The host by name, as the form's field shows it, not the records' ids.
    expect(
      await fixture.anna
        .$(`${byTestId('record-editor-conflict-row')}[data-field="host"]`)
        .$$('[data-value]')
        .map((value) => value.getText()),
    ).to.deep.equal(['Stadium TV Ab', 'Nordic Sports Media Oy']);
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
    const stadium = await seeded('name', 'Stadium TV Ab');
    expect(stored?.body.data).to.deep.include({
      title: 'Deputy mayor',
      place: 'Studio 2',
      note: 'Arrives 18:30',
      host: stadium.id,
    });
  });

  it("the contract editor compares billables as lines and the customer by name, not the form's JSON or an id", async () => {
    const { documents } = fixture.server.current.server.services.store;
    const contract = await seeded('title', 'Liiga 2026–2027 production');
    const stadium = await seeded('name', 'Stadium TV Ab');
    const contractPath = `/billing/contracts/list/${String(contract.body.cms_list_id)}/data/edit/${contract.id}`;
    /** The editor's `at`th billable's field (name or price). */
    const billable = async (page: Browser, field: 'name' | 'price', at: number) => {
      const found = (await page.$$(byTestId(`contract-billables-${field}`)))[at];
      if (!found) throw new Error(`no billable ${at + 1}`);
      return found;
    };
    await openAs(fixture.anna, fixture.server.url, contractPath, await fixture.server.tokenFor('admin'));
    await openAs(fixture.ben, fixture.server.url, contractPath, await fixture.server.tokenFor('root'));
    await fixture.anna.$(byTestId('contract-billables-price')).waitForDisplayed({ timeout: waitMs });
    await fixture.ben.$(byTestId('contract-billables-price')).waitForDisplayed({ timeout: waitMs });

    // B raises the hourly price and moves the contract to another customer.
    await markToasts(fixture.ben);
    await (await billable(fixture.ben, 'price', 0)).setValue('195');
    await fixture.ben.$(byTestId('contract-customer')).selectByVisibleText('Stadium TV Ab');
    await fixture.ben.$(byTestId('contract-editor-save')).click();
    await waitForNewToast(fixture.ben, 'List data was updated!');

    // A, on the version before, renames the second billable.
    await (await billable(fixture.anna, 'name', 1)).setValue('Encoding setup (4K)');
    await fixture.anna.$(byTestId('contract-editor-save')).click();
    await fixture.anna.$(byTestId('contract-editor-conflict-title')).waitForDisplayed({ timeout: waitMs });
    const values = (field: string) =>
      fixture.anna
        .$(`${byTestId('contract-editor-conflict-row')}[data-field="${field}"]`)
        .$$('[data-value]')
        .map((value) => value.getText());
    expect(await values('billables')).to.deep.equal([
      'Live production · 195.00 € per hour\nEncoding setup · 95.50 € per event',
      'Live production · 180.00 € per hour\nEncoding setup (4K) · 95.50 € per event',
    ]);
    expect(await values('customer')).to.deep.equal(['Stadium TV Ab', 'Nordic Sports Media Oy']);

    await fixture.anna
      .$(`${byTestId('contract-editor-conflict-row')}[data-field="billables"] input[value="mine"]`)
      .click();
    await markToasts(fixture.anna);
    await fixture.anna.$(byTestId('contract-editor-save')).click();
    await waitForNewToast(fixture.anna, 'List data was updated!');
    const stored = await documents.cms_list_data.get(contract.id);
    // B's customer came into A's form; A's billables, chosen over B's, were saved.
    expect(stored?.body.data).to.deep.include({ customer: { id: stadium.id, name: 'Stadium TV Ab' } });
    expect((stored?.body.data as { billables: unknown }).billables).to.deep.equal([
      { id: 1, data: { name: 'Live production', type: 'hour', price: 180 } },
      { id: 2, data: { name: 'Encoding setup (4K)', type: 'static', price: 95.5 } },
    ]);
  });
});
