import { expect } from 'chai';
import { parseRecordFileKey } from '../../../server/content/upload-keys';

describe('server/content/upload-keys: "S3 key format {id}/{field}_{unix time}.{extension}" (spec 2 §9)', () => {
  it('reads the record id, the field (underscores allowed) and the time', () => {
    expect(parseRecordFileKey('42/logo_1795537800.png')).to.deep.equal({
      dataId: 42,
      field: 'logo',
      seconds: 1795537800,
    });
    expect(parseRecordFileKey('42/away_logo_1795537800.png')).to.deep.equal({
      dataId: 42,
      field: 'away_logo',
      seconds: 1795537800,
    });
    expect(parseRecordFileKey('42/file_7')).to.deep.equal({ dataId: 42, field: 'file', seconds: 7 });
  });

  it('refuses anything else', () => {
    for (const key of [
      'logo_1.png',
      '42/logo.png',
      '../42/logo_1.png',
      '42/../logo_1.png',
      'x/logo_1.png',
      '42/logo_1.png/x',
      '',
    ])
      expect(parseRecordFileKey(key), key).to.equal(undefined);
  });
});
