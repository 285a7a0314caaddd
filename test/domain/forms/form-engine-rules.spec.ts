import { expect } from 'chai';
import {
  emptyUuidFields,
  evaluateForm,
  eventFormFields,
  fieldOptions,
  formColumns,
  formOutput,
  initialFormValues,
  keyValueError,
  keyValueMessages,
  valueFields,
  type FormField,
} from '../../../src/domain/forms';

const field = (name: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  name,
  type,
  title: name[0]?.toUpperCase() + name.slice(1),
  ...extra,
});
const admin = { isAdmin: true };
const user = { isAdmin: false };

describe('domain/forms: the dynamic form engine (spec 2 §3, §5, §6, §9; spec 3 §3)', () => {
  it("required fields say '{label} is required' and block the form", () => {
    const result = evaluateForm([field('league', 'select', { required: true, label: 'League' })], {}, admin);
    expect(result.errors).to.deep.equal({ league: 'League is required' });
    expect(result.valid).to.equal(false);
    expect(evaluateForm([field('league', 'select', { required: true })], { league: 'Liiga' }, admin).valid).to.equal(
      true,
    );
  });

  it('admin_only fields are shown to and checked for admins only', () => {
    const fields = [field('notes', 'textarea', { admin_only: true, required: true })];
    expect(evaluateForm(fields, {}, admin).left.map((item) => item.field.name)).to.deep.equal(['notes']);
    const forUser = evaluateForm(fields, {}, user);
    expect(forUser.left).to.deep.equal([]);
    expect(forUser.valid).to.equal(true);
  });

  it('show conditions hide a field (and its message) until the other field has the value', () => {
    const fields = [
      field('kind', 'select'),
      field('score', 'text', { required: true, show: { kind: ['match', 'final'] } }),
    ];
    expect(evaluateForm(fields, { kind: 'talk' }, admin).left.map((item) => item.field.name)).to.deep.equal(['kind']);
    expect(evaluateForm(fields, { kind: 'final' }, admin).errors).to.deep.equal({ score: 'Score is required' });
  });

  it('fields sit left unless their position is right; a group holds its children and a hidden group hides them', () => {
    const fields = [
      field('a', 'text'),
      field('b', 'text', { position: 'right' }),
      field('box', 'group', { fields: [field('c', 'text', { required: true })], show: { a: 'x' } }),
    ];
    expect(formColumns(fields).right.map((item) => item.name)).to.deep.equal(['b']);
    expect(valueFields(fields).map((item) => item.name)).to.deep.equal(['a', 'b', 'c']);
    expect(evaluateForm(fields, { a: 'y' }, admin).valid).to.equal(true);
    const shown = evaluateForm(fields, { a: 'x' }, admin);
    expect(shown.left[1]?.children?.map((item) => item.error)).to.deep.equal(['C is required']);
  });

  it('number fields parse integers, empty counts as 0, other text is refused', () => {
    const fields = [field('round', 'number'), field('total', 'number'), field('age', 'number')];
    expect(formOutput(fields, { round: '12', total: '' })).to.deep.equal({ round: 12, total: 0, age: 0 });
    expect(evaluateForm(fields, { round: '1.5' }, admin).errors).to.deep.equal({
      round: 'Round must be a whole number',
    });
  });

  it('multilanguage values need at least one language, each once', () => {
    const fields = [field('commentator', 'text', { multilanguage: true })];
    expect(evaluateForm(fields, { commentator: [] }, admin).errors.commentator).to.equal(
      'At least one language is required',
    );
    expect(
      evaluateForm(
        fields,
        {
          commentator: [
            { lang: 'en', value: 'a' },
            { lang: 'en', value: 'b' },
          ],
        },
        admin,
      ).errors.commentator,
    ).to.equal('Each language can be used only once');
    expect(
      evaluateForm(
        fields,
        {
          commentator: [
            { lang: 'fi', value: 'a' },
            { lang: 'en', value: 'b' },
          ],
        },
        admin,
      ).valid,
    ).to.equal(true);
  });

  it('key_value pairs need a key, each key once', () => {
    expect(
      keyValueError([
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ]),
    ).to.equal(keyValueMessages.repeatedKey);
    expect(keyValueError([{ key: ' ', value: '1' }])).to.equal(keyValueMessages.emptyKey);
    expect(
      keyValueError([
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
      ]),
    ).to.equal(undefined);
  });

  it('spec 2 §9 defaults: date-time now, checkbox false, multilanguage en; stored values win', () => {
    const fields = [
      field('at', 'datetime'),
      field('live', 'checkbox'),
      field('name', 'text', { multilanguage: true }),
      field('kept', 'checkbox'),
    ];
    expect(initialFormValues(fields, { kept: true }, { now: 1000 })).to.deep.equal({
      kept: true,
      at: 1000,
      live: false,
      name: [{ lang: 'en', value: '' }],
    });
  });

  it('spec 2 §9 form functions: event start plus clip start or end, from event, from clip', () => {
    const context = {
      now: 0,
      event: { cached_start_time: 1_000_000, title: 'Derby', meta: { league: 'Liiga' } },
      clip: { start_time: 30, end_time: 90, meta: { title: 'Goal' } },
    };
    const fields = [
      field('clip_start', 'datetime', { default: { function: 'event_start_plus_clip_start' } }),
      field('clip_end', 'datetime', { default: { function: 'event_start_plus_clip_end' } }),
      field('title', 'text', { default: { function: 'from_event' } }),
      field('league', 'text', { default: { function: 'from_event' } }),
      field('clip_title', 'text', { default: { function: 'from_clip', key: 'title' } }),
      field('literal', 'text', { default: 'x' }),
    ];
    expect(initialFormValues(fields, {}, context)).to.deep.equal({
      clip_start: 1_000_030,
      clip_end: 1_000_090,
      title: 'Derby',
      league: 'Liiga',
      clip_title: 'Goal',
      literal: 'x',
    });
  });

  it('uuid fields left empty are named for the application to fill (ids are not made in the domain)', () => {
    const fields = [
      field('id', 'uuid'),
      field('other', 'uuid'),
      field('box', 'group', { fields: [field('inner', 'uuid')] }),
    ];
    expect(emptyUuidFields(fields, { other: 'abc', id: '' })).to.deep.equal(['id', 'inner']);
  });

  it('an event_form setting value {form: [...]} keeps known field types only; bare option values become options', () => {
    const fields = eventFormFields({
      form: [
        { name: 'league', type: 'select', options: ['Liiga', { value: 2, label: 'Two' }] },
        { name: 'x', type: 'hologram' },
        'junk',
      ],
    });
    expect(fields.map((item) => item.name)).to.deep.equal(['league']);
    const [league] = fields;
    if (league)
      expect(fieldOptions(league)).to.deep.equal([
        { value: 'Liiga', label: 'Liiga' },
        { value: 2, label: 'Two' },
      ]);
    expect(eventFormFields(undefined)).to.deep.equal([]);
  });
});
