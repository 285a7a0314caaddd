import { expect } from 'chai';
import { fieldLabel, formConflictView, resolveFormConflict } from '../../../src/application/editing';

const stale = { changedBy: 'Dana Director', version: 7 };
const base = { name: 'Crew A', outputs: ['tv'], monitorOnly: false };

describe('application/editing: an admin form after a stale save (issue 32 §2)', () => {
  it('shows who, and each field they changed with their value beside mine; a field only I changed is not listed', () => {
    const view = formConflictView({
      stale,
      base,
      mine: { ...base, name: 'Crew B', monitorOnly: true },
      theirs: { ...base, name: 'Crew C', outputs: ['tv', 'web'] },
      choices: {},
    });
    expect(view.title).to.equal('Changed by Dana Director meanwhile');
    expect(view.rows).to.deep.equal([
      { field: 'name', label: 'Name', theirs: 'Crew C', mine: 'Crew B', conflict: true },
      { field: 'outputs', label: 'Outputs', theirs: 'tv, web', mine: 'tv', conflict: false },
    ]);
  });

  it('waits for their version, then for a choice on every field both changed, then merges', () => {
    const mine = { ...base, name: 'Crew B', monitorOnly: true };
    expect(resolveFormConflict({ stale, base, mine, theirs: undefined, choices: {} })).to.deep.equal({
      ready: false,
      message: 'Their version is still arriving: save again in a moment.',
    });
    const theirs = { ...base, name: 'Crew C', outputs: ['tv', 'web'] };
    expect(resolveFormConflict({ stale, base, mine, theirs, choices: {} })).to.deep.equal({
      ready: false,
      message: 'Choose theirs or yours for: Name',
    });
    expect(resolveFormConflict({ stale, base, mine, theirs, choices: { name: 'mine' } })).to.deep.equal({
      ready: true,
      form: { name: 'Crew B', outputs: ['tv', 'web'], monitorOnly: true },
    });
  });

  it('words the fields an editor gives a describer for, on both sides; the others read as ever', () => {
    const theirs = { ...base, name: 'Crew C', outputs: ['tv', 'web'], monitorOnly: true };
    const view = formConflictView(
      { stale, base, mine: { ...base, outputs: ['radio'] }, theirs, choices: { outputs: 'mine' } },
      { outputs: (value) => (value as string[]).map((output) => `Output ${output}`).join('\n') },
    );
    expect(view.rows).to.deep.equal([
      { field: 'name', label: 'Name', theirs: 'Crew C', mine: 'Crew A', conflict: false },
      {
        field: 'outputs',
        label: 'Outputs',
        theirs: 'Output tv\nOutput web',
        mine: 'Output radio',
        conflict: true,
        choice: 'mine',
      },
      { field: 'monitorOnly', label: 'Monitor only', theirs: 'Yes', mine: 'No', conflict: false },
    ]);
  });

  it('a side without the field reads (none) and never reaches the describer', () => {
    const view = formConflictView(
      { stale, base, mine: base, theirs: { name: 'Crew A', monitorOnly: false }, choices: {} },
      {
        outputs: (value) => {
          if (value === undefined) throw new Error('the describer was handed a missing value');
          return `described ${String(value)}`;
        },
      },
    );
    expect(view.rows).to.deep.equal([
      { field: 'outputs', label: 'Outputs', theirs: '(none)', mine: 'described tv', conflict: false },
    ]);
  });

  it('names fields in words', () => {
    expect([fieldLabel('cms_list_id'), fieldLabel('defaultGroup'), fieldLabel('name')]).to.deep.equal([
      'Cms list id',
      'Default group',
      'Name',
    ]);
  });
});
