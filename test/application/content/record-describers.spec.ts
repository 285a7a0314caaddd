import { expect } from 'chai';
import { BehaviorSubject, type Observable } from 'rxjs';
import { recordDescribers, type RecordValues } from '../../../src/application/content';
import { recordDescribers$ } from '../../../src/application/content/record-describers';
import { formConflictView, type FieldDescribers } from '../../../src/application/editing';
import type { FieldOption } from '../../../src/application/forms';
import type { FormField } from '../../../src/domain/forms';

// The record editor's stale-save comparison (issue 32 §2) names a choice field's choice as the form shows it: a
// content_select's record by name, not the id the record stores.

const fields: readonly FormField[] = [
  { name: 'title', type: 'text' },
  { name: 'customer', type: 'content_select', title: 'Customer', content_id: 12 },
  { name: 'kind', type: 'select', options: [{ value: 'live', label: 'Live production' }, { value: 'vod' }] },
  {
    name: 'tags',
    type: 'list_select',
    options: [
      { value: 1, label: 'Hockey' },
      { value: 2, label: 'Football' },
    ],
  },
  { name: 'details', type: 'group', fields: [{ name: 'channel', type: 'setting-select', 'setting-type': 'channel' }] },
];

const customers: readonly FieldOption[] = [
  { value: 4, label: 'Nordic Sports Media Oy' },
  { value: 41, label: 'Stadium TV Ab' },
];

const options: Readonly<Record<string, readonly FieldOption[]>> = {
  customer: customers,
  kind: [
    { value: 'live', label: 'Live production' },
    { value: 'vod', label: 'vod' },
  ],
  tags: [
    { value: 1, label: 'Hockey' },
    { value: 2, label: 'Football' },
  ],
  channel: [{ value: 'main_hls', label: 'Main HLS out' }],
};

const wordsFor = (describers: FieldDescribers<RecordValues>, field: string, value: unknown): string => {
  const describer = describers[field];
  if (!describer) throw new Error(`no describer for ${field}`);
  return describer(value);
};

describe('application/content: a record in the stale-save comparison (issue 32 §2)', () => {
  it('words only the choice fields, a group’s children among them; text fields keep the common wording', () => {
    expect(Object.keys(recordDescribers(fields, options)).sort()).to.deep.equal([
      'channel',
      'customer',
      'kind',
      'tags',
    ]);
  });

  it('names a content_select record by its label, whether the form holds its id as a number, a string or {id, name}', () => {
    const describers = recordDescribers(fields, options);
    expect(wordsFor(describers, 'customer', 41)).to.equal('Stadium TV Ab');
    expect(wordsFor(describers, 'customer', '41')).to.equal('Stadium TV Ab');
    expect(wordsFor(describers, 'customer', { id: 4, name: 'Old name' })).to.equal('Nordic Sports Media Oy');
  });

  it('says a record missing from its loaded list is unknown, with its id; a stored name stands in for it', () => {
    const describers = recordDescribers(fields, options);
    expect(wordsFor(describers, 'customer', 77)).to.equal('unknown customer (id 77)');
    expect(wordsFor(describers, 'customer', { id: 77, name: 'Gone Oy' })).to.equal('Gone Oy');
  });

  it('shows the value as it is while the list has not arrived, and "(none)" for no choice', () => {
    const describers = recordDescribers(fields, {});
    expect(wordsFor(describers, 'customer', 41)).to.equal('41');
    expect(wordsFor(describers, 'customer', '')).to.equal('(none)');
    expect(wordsFor(describers, 'tags', [])).to.equal('(none)');
  });

  it('names select, setting-select and list_select choices by their labels, in order', () => {
    const describers = recordDescribers(fields, options);
    expect(wordsFor(describers, 'kind', 'live')).to.equal('Live production');
    expect(wordsFor(describers, 'channel', 'main_hls')).to.equal('Main HLS out');
    expect(wordsFor(describers, 'tags', [2, 1])).to.equal('Football, Hockey');
    expect(wordsFor(describers, 'kind', 'archived')).to.equal('archived');
  });

  it('gives the comparison names, not ids, for the customer both operators changed', () => {
    const view = formConflictView(
      {
        stale: { version: 3, changedBy: 'Demo root' },
        base: { title: 'Final', customer: 4 },
        mine: { title: 'Final', customer: 41 },
        theirs: { title: 'Final', customer: 77 },
        choices: {},
      },
      recordDescribers(fields, options),
    );
    expect(view.rows.map(({ field, theirs, mine }) => ({ field, theirs, mine }))).to.deep.equal([
      { field: 'customer', theirs: 'unknown customer (id 77)', mine: 'Stadium TV Ab' },
    ]);
  });

  it('follows the options as they arrive: the same id reads as the name once its list has loaded', () => {
    const lists = new Map<string, BehaviorSubject<readonly FieldOption[]>>();
    const options$ = (field: FormField): Observable<readonly FieldOption[]> => {
      const list = new BehaviorSubject<readonly FieldOption[]>([]);
      lists.set(field.name, list);
      return list;
    };
    const seen: string[] = [];
    const subscription = recordDescribers$(fields, options$).subscribe((describers) =>
      seen.push(wordsFor(describers, 'customer', 41)),
    );
    lists.get('customer')?.next(customers);
    subscription.unsubscribe();
    expect(seen).to.deep.equal(['41', 'Stadium TV Ab']);
    expect([...lists.keys()].sort()).to.deep.equal(['channel', 'customer', 'kind', 'tags']);
  });
});
