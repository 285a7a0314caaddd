import { expect } from 'chai';
import {
  FormFieldCodec,
  MultilanguageValueCodec,
  PlayoffTreeValueCodec,
  S3FileValueCodec,
} from '../../../../src/infrastructure/wire/schedule';
import { decodes, rejectionPaths } from './wire-test-kit';

describe('wire/schedule: dynamic form codecs (spec 2 §3, spec 3 §3)', () => {
  it('decodes a field definition and keeps the properties it does not type', () => {
    const field = decodes(FormFieldCodec, {
      name: 'home',
      type: 'content_select',
      label: 'Home team',
      position: 'left',
      required: true,
      'content-type': 'team',
      content_id: 12,
      show: { sport: ['hockey', 'football'] },
      options: ['a', { value: 2, label: 'Two' }],
    });
    expect(field.required).to.equal(true);
    expect(field['content-type']).to.equal('team');
    expect(field.options).to.deep.equal([{ value: 'a' }, { value: 2, label: 'Two' }]);
  });

  it('accepts every field type of spec 2 §3 and rejects an unknown one', () => {
    for (const type of [
      'checkbox',
      'text',
      'file',
      's3file',
      'select',
      'list_select',
      'key_value',
      'uuid',
      'textarea',
      'markdown',
      'datetime',
      'date',
      'multiline',
      'content_select',
      'setting-select',
      'number',
      'playoff_tree',
    ]) {
      expect(decodes(FormFieldCodec, { name: 'f', type }).type).to.equal(type);
    }
    expect(rejectionPaths(FormFieldCodec, { name: 'f', type: 'colour', position: 'middle' })).to.deep.equal([
      'type',
      'position',
    ]);
  });

  it('spec 2 §3: a multilanguage value is a list of {lang, value} in fi, en, fr, es, ru, ee', () => {
    expect(decodes(MultilanguageValueCodec, [{ lang: 'ee', value: 'Mäng' }])).to.deep.equal([
      { lang: 'ee', value: 'Mäng' },
    ]);
    expect(rejectionPaths(MultilanguageValueCodec, [{ lang: 'de', value: 'Spiel' }])).to.deep.equal(['0.lang']);
  });

  it('spec 2 §3: an s3file value has status, key, url, statusMessage, statusUpdatedAt', () => {
    const value = {
      status: 'ready',
      key: '41/poster_1795537800.png',
      url: 'https://cdn.example.com/41/poster.png',
      statusMessage: '',
      statusUpdatedAt: 1795537800,
    };
    expect(decodes(S3FileValueCodec, value)).to.deep.equal(value);
    expect(rejectionPaths(S3FileValueCodec, { status: 'uploading' })).to.deep.equal(['status']);
  });

  it('spec 2 §3: a playoff tree has team_list and final, bronze, sf1, sf2, qf1 to qf4 with home, away, scores and text', () => {
    const tree = decodes(PlayoffTreeValueCodec, {
      team_list: 17,
      final: { home: 3, away: '8', home_score: '2', away_score: 1, text: 'OT' },
      qf4: { home: 1, away: 2, home_score: '', away_score: null },
    });
    expect(tree.final).to.deep.equal({ home: 3, away: '8', home_score: 2, away_score: 1, text: 'OT' });
    expect(tree.qf4?.home_score).to.equal(undefined);
    expect(rejectionPaths(PlayoffTreeValueCodec, { sf1: { home_score: 'two' } })).to.deep.equal(['sf1.home_score']);
  });
});
