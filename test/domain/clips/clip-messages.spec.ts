import { expect } from 'chai';
import {
  clipExportedMessage,
  clipFilterTabs,
  clipNotFoundMessage,
  clipSavedMessage,
  clipTypes,
  showsCloudrecVideoPanels,
  showsMtvCompilationExport,
  showsReExport,
  tagSavedMessage,
} from '../../../src/domain/clips';

describe('clip messages, types and visibility', () => {
  it("spec 2 §4 'Clip {title} not found! Re-creating clip...'", () => {
    expect(clipNotFoundMessage('Opening goal')).to.equal('Clip Opening goal not found! Re-creating clip...');
  });

  it('spec 2 §8 clip and tag save toasts', () => {
    expect(clipSavedMessage('create', true)).to.equal('Clip was created!');
    expect(clipSavedMessage('update', true)).to.equal('Clip was updated!');
    expect(clipSavedMessage('create', false)).to.equal('Unable to create clip!');
    expect(clipSavedMessage('update', false)).to.equal('Unable to update clip!');
    expect(tagSavedMessage('create', true)).to.equal('Tag was created!');
    expect(tagSavedMessage('update', true)).to.equal('Tag was updated!');
    expect(tagSavedMessage('create', false)).to.equal('Unable to create tag!');
    expect(tagSavedMessage('update', false)).to.equal('Unable to update tag!');
  });

  it("spec 2 §8 export toasts 'Exporting clip!', 'Exporting clip ({name})!', 'Unable to export clip ({name})!'", () => {
    expect(clipExportedMessage(true)).to.equal('Exporting clip!');
    expect(clipExportedMessage(true, 'Portal')).to.equal('Exporting clip (Portal)!');
    expect(clipExportedMessage(false)).to.equal('Unable to export clip!');
    expect(clipExportedMessage(false, 'Portal')).to.equal('Unable to export clip (Portal)!');
  });

  it('spec 2 §9 "Clip types: none, highlight1 to highlight5"', () => {
    expect(clipTypes).to.deep.equal(['none', 'highlight1', 'highlight2', 'highlight3', 'highlight4', 'highlight5']);
  });

  it('spec 2 §6 rec_readonly: "only all clips, no filter tabs, and hidden video-on-demand and live panels"', () => {
    expect(clipFilterTabs(false)).to.deep.equal(['my_clips', 'all_clips', 'exports', 'tags']);
    expect(clipFilterTabs(true)).to.deep.equal(['all_clips']);
    expect(showsCloudrecVideoPanels(true)).to.equal(false);
    expect(showsCloudrecVideoPanels(false)).to.equal(true);
  });

  it('spec 2 §6 mtv_special_import shows the MTV compilation export; re-export and clip tag text are admin only', () => {
    expect(showsMtvCompilationExport(true)).to.equal(true);
    expect(showsMtvCompilationExport(false)).to.equal(false);
    expect(showsReExport(false)).to.equal(false);
  });
});
