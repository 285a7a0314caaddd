import { expect } from 'chai';
import { boundaryOf, parseMultipart } from '../../../server/http/multipart';

describe('server/http/multipart', () => {
  const body = Buffer.from(
    [
      '--XyZ',
      'Content-Disposition: form-data; name="key"',
      '',
      '7/file_1.txt',
      '--XyZ',
      'Content-Disposition: form-data; name="file"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'line 1\r\nline 2',
      '--XyZ--',
      '',
    ].join('\r\n'),
  );

  it('reads the boundary of a multipart content type', () => {
    expect(boundaryOf('multipart/form-data; boundary=XyZ')).to.equal('XyZ');
    expect(boundaryOf('multipart/form-data; boundary="a b"')).to.equal('a b');
    expect(boundaryOf('application/json')).to.equal(undefined);
  });

  it('splits fields and files, keeping CRLF inside a file', () => {
    const parts = parseMultipart(body, 'XyZ');
    expect(parts?.map((part) => [part.name, part.filename, part.data.toString()])).to.deep.equal([
      ['key', undefined, '7/file_1.txt'],
      ['file', 'a.txt', 'line 1\r\nline 2'],
    ]);
  });

  it('answers undefined for a body that is cut short', () => {
    expect(parseMultipart(body.subarray(0, 60), 'XyZ')).to.equal(undefined);
    expect(parseMultipart(Buffer.from('nothing'), 'XyZ')).to.equal(undefined);
  });
});
