import { expect } from 'chai';
import { parseRecordFileKey, unguessableKey } from '../../../server/records/upload-keys';

describe('server/records/upload-keys: "S3 key format {id}/{field}_{unix time}.{extension}" (spec 2 §9)', () => {
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

  it('stores objects under the key with 128 random bits after the record id, and reads that back', () => {
    const first = unguessableKey('42/logo_1795537800.png');
    expect(first).to.match(/^42\/[0-9a-f]{32}\/logo_1795537800\.png$/);
    expect(unguessableKey('42/logo_1795537800.png')).to.not.equal(first);
    expect(parseRecordFileKey(first)).to.deep.equal({
      dataId: 42,
      field: 'logo',
      seconds: 1795537800,
      nonce: first.split('/')[1],
    });
  });

  it('refuses anything else', () => {
    for (const key of [
      'logo_1.png',
      '42/logo.png',
      '../42/logo_1.png',
      '42/../logo_1.png',
      'x/logo_1.png',
      '42/logo_1.png/x',
      '42/0123/logo_1.png',
      '42/0123456789abcdef0123456789ABCDEF/logo_1.png',
      '',
    ])
      expect(parseRecordFileKey(key), key).to.equal(undefined);
  });
});
