import { expect } from 'chai';
import fc from 'fast-check';
import { payloadTextOf } from '../../../src/infrastructure/socket/frame-text';

describe('payload text of a Phoenix frame', () => {
  it('is exactly the fifth element, whatever the first four hold', () => {
    expect(payloadTextOf('[null,null,"control","timestamp",{"timestamp":1}]')).to.equal('{"timestamp":1}');
    expect(payloadTextOf('[ "3" , "7", "events:all", "init" , {"events":[]} ]')).to.equal('{"events":[]}');
    expect(payloadTextOf('[null,12,"a\\"b,c","e\\\\",[1,2]]')).to.equal('[1,2]');
    expect(payloadTextOf('{"not":"a frame"}')).to.equal(undefined);
    expect(payloadTextOf('[null,null,"t"]')).to.equal(undefined);
  });

  it('round-trips any JSON payload (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.string(),
        fc.string(),
        fc.jsonValue(),
        (joinRef, ref, topic, event, payload) => {
          const frame = JSON.stringify([joinRef, ref, topic, event, payload]);
          expect(JSON.parse(payloadTextOf(frame) ?? 'undefined')).to.deep.equal(JSON.parse(JSON.stringify(payload)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
