import { expect } from 'chai';
import { httpErrors } from '../server/records/catalogue-check';
import { useStudioFixture } from './support/studio-fixture';

// Issue 29: the file fields of the event, tag and export forms take a file before the form is saved
// (POST content/upload/form/{form}); the answer is the stored S3 file value the console saves with the form.

type FileValue = { key: string; url: string; status: string; statusMessage: string; statusUpdatedAt: number };

describe('studio server: form file uploads (issue 29)', () => {
  const { studio, token } = useStudioFixture({ types: ['admin', 'cloudrec'] });
  const upload = (type: string, form: string, parts: [string, string, string | undefined][]): Promise<Response> => {
    const body = new FormData();
    for (const [name, content, filename] of parts)
      if (filename) body.append(name, new Blob([content]), filename);
      else body.append(name, content);
    return fetch(`${studio.url}/api/v1/content/upload/form/${form}`, {
      method: 'POST',
      headers: { authorization: token(type) },
      body,
    });
  };
  const auditRows = async (event: string) =>
    (await studio.server.services.store.audit.latest(50)).filter((row) => row.event === event);

  it("stores an event form's s3file and answers its value: key, url, ready; the file is served at the url", async () => {
    const answer = await upload('admin', 'event', [['opening_graphic', 'PNGBYTES', 'Opening titles.PNG']]);
    expect(answer.status).to.equal(200);
    const body = (await answer.json()) as { status: string; files: Record<string, FileValue> };
    expect(body.status).to.equal('ok');
    // The answer is what the console's catalogue decodes (form_upload).
    expect(httpErrors('form_upload', body)).to.deep.equal([]);
    const value = body.files.opening_graphic!;
    expect(value.key).to.match(/^forms-event\/[0-9a-f]{32}\/opening_graphic_\d+\.png$/);
    expect(value).to.deep.include({ status: 'ready', url: `/storage/${value.key}`, statusMessage: '' });
    expect(await (await fetch(`${studio.url}${value.url}`)).text()).to.equal('PNGBYTES');
    let row;
    for (let attempt = 0; attempt < 50 && !row; attempt += 1) {
      row = (await auditRows('form_upload')).find((candidate) => candidate.topic === 'forms:event');
      if (!row) await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(row?.outcome).to.equal('ok');
    // The audit names the file, never the key (the key is what lets anyone read it).
    expect(JSON.stringify(row?.payload)).to.include('opening_graphic').and.not.include(value.key);
  });

  it('takes files only for file fields some form of that kind declares, each once, and stores nothing otherwise', async () => {
    const before = (await auditRows('form_upload')).length;
    const notFile = await upload('admin', 'event', [
      ['opening_graphic', 'A', 'a.png'],
      ['league', 'B', 'b.png'],
    ]);
    expect(notFile.status).to.equal(400);
    expect(((await notFile.json()) as { msg: string }).msg).to.equal(
      'Not file fields of the event forms (file fields: opening_graphic): "league"',
    );
    const tagFieldOnEvent = await upload('admin', 'event', [['photo', 'A', 'a.png']]);
    expect(tagFieldOnEvent.status).to.equal(400);
    const notAFile = await upload('admin', 'tag', [['photo', 'just text', undefined]]);
    expect(notAFile.status).to.equal(400);
    const unknownForm = await upload('admin', 'channel', [['photo', 'A', 'a.png']]);
    expect(unknownForm.status).to.equal(404);
    // Every refusal is audited too (written after the answer, so looked for until it is there).
    let rows = 0;
    for (let attempt = 0; attempt < 50 && rows < before + 4; attempt += 1) {
      rows = (await auditRows('form_upload')).length;
      if (rows < before + 4) await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(rows).to.equal(before + 4);
  });

  it('lets whoever saves the form upload: a cloudrec account a tag photo and an export thumbnail, not an event file', async () => {
    const event = await upload('cloudrec', 'event', [['opening_graphic', 'A', 'a.png']]);
    expect(event.status).to.equal(403);
    const tag = await upload('cloudrec', 'tag', [['photo', 'JPEG', 'goal.jpg']]);
    expect(tag.status).to.equal(200);
    expect(((await tag.json()) as { files: Record<string, FileValue> }).files.photo?.key).to.match(
      /^forms-tag\/[0-9a-f]{32}\/photo_\d+\.jpg$/,
    );
    const exported = await upload('cloudrec', 'export', [['thumbnail', 'PNG', 'thumb.png']]);
    expect(exported.status).to.equal(200);
  });

  it('answers 401 without a session', async () => {
    const body = new FormData();
    body.append('photo', new Blob(['A']), 'a.png');
    const answer = await fetch(`${studio.url}/api/v1/content/upload/form/tag`, { method: 'POST', body });
    expect(answer.status).to.equal(401);
  });
});
