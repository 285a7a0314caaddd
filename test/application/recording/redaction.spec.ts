import { expect } from 'chai';
import { attachPayloadText } from '../../../src/application/log';
import { encodeEntryLine, redactEntry, redactedMarker } from '../../../src/application/recording';
import type { LogEntry } from '../../../src/domain/log';

describe('recording redaction (secrets never reach a file)', () => {
  it('redacts passwords in pushes, however deep', () => {
    const entry: LogEntry = {
      seq: 1,
      at: 1,
      kind: 'FrameSent',
      topic: 'profile:abc',
      event: 'change_password',
      payload: {
        old_password: 'hunter2',
        new_password: 'n3w',
        confirm_password: 'n3w',
        nested: { account: { password: 'x', name: 'Ann' } },
      },
    };
    const line = encodeEntryLine(entry);
    for (const secret of ['hunter2', 'n3w', '"x"', 'abc']) expect(line).not.to.include(secret);
    expect(line).to.include('Ann');
    expect(JSON.parse(line).topic).to.equal(`profile:${redactedMarker}`);
  });

  it('redacts the login token and Authorization headers of HTTP exchanges', () => {
    const entry: LogEntry = {
      seq: 2,
      at: 2,
      kind: 'HttpExchanged',
      name: 'login',
      method: 'POST',
      url: '/api/v1/login',
      status: 200,
      request: { email: 'admin@demo.local', password: 'demo1234', headers: { Authorization: 'Bearer t0k3n' } },
      response: { status: 'ok', result: 's3ss10n-t0k3n' },
    };
    const line = encodeEntryLine(entry);
    for (const secret of ['demo1234', 't0k3n', 's3ss10n']) expect(line).not.to.include(secret);
    expect(line).to.include('admin@demo.local');
  });

  it('redacts presigned upload form fields in a command reply', () => {
    const entry: LogEntry = {
      seq: 3,
      at: 3,
      kind: 'CommandSettled',
      id: 'c1',
      outcome: 'ok',
      latencyMs: 12,
      reply: {
        url: 'https://bucket.local/upload',
        fields: { key: '12/file_1.png', policy: 'eyJwb2xpY3kiOnt9fQ==', 'x-amz-signature': 'abcdef' },
      },
    };
    const redacted = redactEntry(entry) as Extract<LogEntry, { kind: 'CommandSettled' }>;
    expect((redacted.reply as { fields: unknown }).fields).to.equal(redactedMarker);
    expect(encodeEntryLine(entry)).not.to.include('eyJwb2xpY3kiOnt9fQ');
  });

  it('leaves entries without secrets byte-identical and can be turned off', () => {
    const entry: LogEntry = {
      seq: 4,
      at: 4,
      kind: 'FrameReceived',
      topic: 'instances:status:7',
      event: 'status',
      payload: { cpu: [1, 2] },
    };
    expect(encodeEntryLine(entry)).to.equal(JSON.stringify(entry));
    const secret: LogEntry = {
      seq: 5,
      at: 5,
      kind: 'CommandIssued',
      id: 'c',
      account: 'a',
      name: 'profile.change_password',
      args: { new_password: 'p' },
    };
    expect(encodeEntryLine(secret, false)).to.include('"new_password":"p"');
  });
});

describe('recording redaction: the text fast path', () => {
  it('gives the same line as the structural redaction, for secrets of every scalar kind at any depth', () => {
    const entries: LogEntry[] = [
      {
        seq: 1,
        at: 1,
        kind: 'FrameReceived',
        topic: 'instances:status:7',
        event: 'status',
        payload: { host: { ip: '10.0.0.7', ssh_password: 'pw "quoted" \\ back', ssh_port: 22 }, cpu: [1.5, 2] },
      },
      {
        seq: 2,
        at: 2,
        kind: 'FrameSent',
        topic: 'profile:abc.def',
        event: 'update',
        payload: { dev_key: 'dk-1', token: 42, remember_token: true, name: 'Ann' },
      },
      {
        seq: 3,
        at: 3,
        kind: 'CommandIssued',
        id: 'c',
        account: 'a',
        name: 'x',
        args: { list: [{ api_key: 'k' }, { password: null }] },
        target: 'profile:abc',
      },
    ];
    for (const entry of entries) {
      const fast = JSON.parse(encodeEntryLine(entry));
      const structural = redactEntry(entry);
      expect(fast).to.deep.equal(JSON.parse(JSON.stringify(structural)));
    }
  });
});

describe('recording redaction: the one-scan fast path (issue 7: recording costs little)', () => {
  const frame = (payload: unknown, text = JSON.stringify(payload)): LogEntry =>
    attachPayloadText<LogEntry>(
      { seq: 1, at: 1, kind: 'FrameReceived', topic: 'instances:status:7', event: 'status', payload },
      text,
    );

  it("redacts a status frame's host.ssh_password on the wire text, leaving every other byte as it came", () => {
    const payload = {
      system: { load: [1, 2] },
      host: { ip: '10.0.0.7', ssh_password: 's3cret-pw', ssh_port: 22 },
      note: 'password: in a value stays',
    };
    const text = JSON.stringify(payload);
    const line = encodeEntryLine(frame(payload, text));
    expect(line).to.not.include('s3cret-pw');
    expect(line).to.include(text.replace('"s3cret-pw"', '"[redacted]"'));
  });

  it('finds secret keys the catalogue never declared, at any depth and in any frame', () => {
    const payload = { items: [{ meta: { extra: { accessToken: 'tok-1', API_KEY: 7 } } }], ok: true };
    const line = encodeEntryLine(frame(payload));
    expect(line).to.not.include('tok-1');
    expect(JSON.parse(line).payload).to.deep.equal({
      items: [{ meta: { extra: { accessToken: '[redacted]', API_KEY: '[redacted]' } } }],
      ok: true,
    });
  });

  it('writes what the structural path writes where the text could mislead: a key name inside a value, a secret object, a presigned form, spaced text', () => {
    const cases: unknown[] = [
      { note: '"password":"looks like a key"', password: 'real' },
      { credentials: { user: 'a', pass: 'b' } },
      { upload: { url: 'https://bucket', fields: { policy: 'p', key: 'k' } } },
    ];
    for (const payload of cases) {
      const line = encodeEntryLine(frame(payload, JSON.stringify(payload, null, 2)));
      expect(JSON.parse(line)).to.deep.equal(JSON.parse(JSON.stringify(redactEntry(frame(payload)))));
      expect(line).to.not.match(/"real"|"b"|"p"/);
    }
  });
});

describe('recording lines from the payload wire text', () => {
  it('are the same JSON as serializing the entry, redacted the same way', () => {
    const payload = { host: { ssh_password: 'pw', ip: '10.0.0.1' }, cpu: [1, 2], note: 'ünïcode "q"' };
    const entry = attachPayloadText<LogEntry>(
      { seq: 9, at: 5, kind: 'FrameReceived', topic: 'instances:status:7', event: 'status', payload },
      JSON.stringify(payload, null, 1),
    );
    const withText = encodeEntryLine(entry);
    const withoutText = encodeEntryLine({ ...entry } as LogEntry);
    expect(JSON.parse(withText)).to.deep.equal(JSON.parse(withoutText));
    expect(withText).not.to.include('"pw"');
    expect(JSON.stringify(entry)).not.to.include('payloadText');
  });
});
