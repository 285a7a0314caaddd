import { expect } from 'chai';
import {
  bulkChangeResult,
  contentMessages,
  eyeActionState,
  fileExtension,
  fileNameWithoutExtension,
  s3Key,
} from '../../../src/domain/cms';
import { actionResult, messageFor, saveResult } from '../../../src/domain/admin-kit';

describe('domain/cms: list data states (spec 3 §4)', () => {
  it('the eye hides (active → archived) and shows (archived → active)', () => {
    expect([eyeActionState('active'), eyeActionState('archived')]).to.deep.equal(['archived', 'active']);
  });

  it('if any item fails in a bulk change, a warning is shown', () => {
    expect(bulkChangeResult(['ok', 'ok'])).to.equal('ok');
    expect(bulkChangeResult(['ok', 'timeout', 'ok'])).to.equal('warning');
    expect(bulkChangeResult(['error'])).to.equal('warning');
  });
});

describe('domain/cms: files (spec 3 §3, §5)', () => {
  it('S3 key format {id}/{field}_{unix time}.{extension}', () => {
    expect(s3Key(101, 'logo', 1706774400, 'Tappara logo.PNG')).to.equal('101/logo_1706774400.PNG');
    expect(s3Key(101, 'clip', 1706774400.7, 'raw')).to.equal('101/clip_1706774400');
  });

  it('a chosen name field takes the file name without its extension', () => {
    expect(fileNameWithoutExtension('intro.final.mp4')).to.equal('intro.final');
    expect(fileNameWithoutExtension('.env')).to.equal('.env');
    expect(fileExtension('intro.final.mp4')).to.equal('mp4');
  });
});

describe('domain/cms: list and list data toasts (spec 3 §8)', () => {
  it("list data: created, updated, 'Unable to create list data!', 'Unable to update list data!'", () => {
    expect(messageFor(contentMessages, 'SaveListData', saveResult('ok', true))).to.equal('List data was created!');
    expect(messageFor(contentMessages, 'SaveListData', saveResult('ok', false))).to.equal('List data was updated!');
    expect(messageFor(contentMessages, 'SaveListData', saveResult('error', true))).to.equal(
      'Unable to create list data!',
    );
    expect(messageFor(contentMessages, 'SaveListData', saveResult('timeout', false))).to.equal(
      'Unable to update list data!',
    );
  });

  it("deletes: 'List data deleted!' / 'Cannot remove list data'; a delete time-out gives the remove failure", () => {
    expect(messageFor(contentMessages, 'DeleteListData', actionResult('ok'))).to.equal('List data deleted!');
    expect(messageFor(contentMessages, 'DeleteListData', actionResult('timeout'))).to.equal('Cannot remove list data');
  });

  it("bulk deletes: 'Selected list items deleted!' / 'CCannot remove selected list items!' (spelled as shown)", () => {
    expect(contentMessages.DeleteSelectedListData).to.deep.equal({
      ok: 'Selected list items deleted!',
      failed: 'CCannot remove selected list items!',
    });
  });

  it("lists: created, updated, failures, 'List deleted!', 'Cannot remove list', 'UUID is invalid!'", () => {
    expect(contentMessages.SaveList).to.deep.equal({
      created: 'List was created!',
      updated: 'List was updated!',
      create_failed: 'Unable to create list!',
      update_failed: 'Unable to update list!',
      uuid_invalid: 'UUID is invalid!',
    });
    expect(contentMessages.DeleteList).to.deep.equal({ ok: 'List deleted!', failed: 'Cannot remove list' });
  });

  it("uploads: 'Files uploaded!', 'Unable to upload files!'", () => {
    expect(contentMessages.UploadFiles).to.deep.equal({ ok: 'Files uploaded!', failed: 'Unable to upload files!' });
  });
});
