import { expect } from 'chai';
import { encodeFrame, parseFrame } from '../../../server/protocol/frame';

describe('server/protocol/frame: Phoenix vsn 2.0.0 [join_ref, ref, topic, event, payload]', () => {
  it('parses a well-formed frame', () => {
    expect(parseFrame('["1","2","settings:all","phx_join",{}]')).to.deep.equal({
      ok: true,
      frame: { joinRef: '1', ref: '2', topic: 'settings:all', event: 'phx_join', payload: {} },
    });
    expect(parseFrame('[null,"3","phoenix","heartbeat",{}]')).to.deep.include({ ok: true });
  });

  it('reports text that is not JSON with no ref to answer', () => {
    expect(parseFrame('{oops')).to.deep.equal({
      ok: false,
      malformed: { reason: 'not JSON', joinRef: null, ref: null, topic: null },
    });
  });

  it('keeps the ref of a frame of the wrong arity so it can be answered', () => {
    expect(parseFrame('["1","7","x:y","save"]')).to.deep.equal({
      ok: false,
      malformed: { reason: 'a frame has 5 elements, this one has 4', joinRef: '1', ref: '7', topic: 'x:y' },
    });
  });

  it('refuses wrong element types: numeric refs, empty or non-string topic and event', () => {
    for (const text of [
      '[1,"2","t","e",{}]',
      '["1",2,"t","e",{}]',
      '["1","2",5,"e",{}]',
      '["1","2","","e",{}]',
      '["1","2","t",null,{}]',
      '"just a string"',
    ]) {
      expect(parseFrame(text).ok, text).to.equal(false);
    }
  });

  it('encodes the same array back', () => {
    expect(encodeFrame(null, null, 'accounts:all', 'update', { data: { id: 1 } })).to.equal(
      '[null,null,"accounts:all","update",{"data":{"id":1}}]',
    );
  });
});
