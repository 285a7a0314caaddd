import { expect } from 'chai';
import { encodeEntryLine } from '../../../src/application/recording';
import { payloadTextOf } from '../../../src/application/log';
import { allWireSamples } from '../../fixtures/wire/all-samples';
import { benchMix } from '../../../tools/bench/bench-mix';
import { compileDrift } from '../../../tools/bench/drift-template';
import { drift, seededRandom } from '../../../tools/bench/seeded-random';
import { syntheticEntries } from '../../../tools/bench/synthetic-recording';

describe('compileDrift (the synthetic mix drifted fast, tools/bench/drift-template.ts)', () => {
  it('gives drift()’s values and their JSON text from the same random numbers, for every wire sample', () => {
    const generic = seededRandom(7);
    const compiled = seededRandom(7);
    for (const sample of allWireSamples) {
      const fast = compileDrift(sample.payload);
      for (let round = 0; round < 3; round += 1) {
        const expected = drift(sample.payload, generic);
        const { payload, text } = fast(compiled);
        expect(payload, sample.topic).to.deep.equal(expected);
        expect(text, sample.topic).to.equal(JSON.stringify(expected));
      }
    }
    expect(compiled(), 'both drew as many numbers').to.equal(generic());
  });

  it('keeps id-like fields, zeros, strings and nesting as drift() does', () => {
    const template = { id: 5, stream_id: { a: 3 }, zero: 0, name: 'x', list: [1.5, { n: 2 }], 10: true, ok: null };
    const { payload, text } = compileDrift(template)(seededRandom(1));
    const expected = drift(template, seededRandom(1)) as Record<string, unknown>;
    expect(payload).to.deep.equal(expected);
    expect(text).to.equal(JSON.stringify(expected));
    expect((payload as Record<string, unknown>).stream_id).to.equal(template.stream_id);
  });

  it('refuses a template that is not JSON', () => {
    expect(() => compileDrift({ a: undefined })).to.throw(/JSON/);
    expect(() => compileDrift({ a: Number.NaN })).to.throw(/JSON/);
  });

  it('makes the entries the generic drift made, and with payloadText each frame carries its text', () => {
    const plain = [...syntheticEntries(benchMix(2000))];
    const texted = [...syntheticEntries(benchMix(2000), { payloadText: true })];
    expect(texted).to.deep.equal(plain);
    const frame = texted.find((entry) => entry.kind === 'FrameReceived' && entry.topic.startsWith('instances:status:'));
    if (frame?.kind !== 'FrameReceived') throw new Error('the mix has status frames');
    expect(payloadTextOf(frame)).to.equal(JSON.stringify(frame.payload));
    expect(JSON.parse(encodeEntryLine(frame))).to.deep.equal(
      JSON.parse(encodeEntryLine(plain[texted.indexOf(frame)]!)),
    );
  });
});
