import { expect } from 'chai';
import {
  editorShortcuts,
  resolveEditorShortcut,
  stepSeconds,
  type EditorDialogs,
  type KeyPress,
} from '../../../src/domain/clips';

const closed: EditorDialogs = { tag: false, save: false, export: false };

const press = (key: string, code: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code,
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});
const alt = { altKey: true };
const shift = { shiftKey: true };

describe('video editor shortcuts (spec 2 §2)', () => {
  it('Alt+X opens the latest own clip; Alt+R reloads; Space toggles play', () => {
    expect(resolveEditorShortcut(press('x', 'KeyX', alt), closed)).to.equal('openLatestClip');
    expect(resolveEditorShortcut(press('r', 'KeyR', alt), closed)).to.equal('reloadVideo');
    expect(resolveEditorShortcut(press(' ', 'Space'), closed)).to.equal('togglePlay');
  });

  it('left and right arrows step 1 s; with Alt 5 s; with Shift 10 s', () => {
    const cases: [KeyPress, number][] = [
      [press('ArrowLeft', 'ArrowLeft'), -1],
      [press('ArrowLeft', 'ArrowLeft', alt), -5],
      [press('ArrowLeft', 'ArrowLeft', shift), -10],
      [press('ArrowRight', 'ArrowRight'), 1],
      [press('ArrowRight', 'ArrowRight', alt), 5],
      [press('ArrowRight', 'ArrowRight', shift), 10],
    ];
    for (const [key, seconds] of cases) {
      const action = resolveEditorShortcut(key, closed);
      expect(
        action && action in stepSeconds ? stepSeconds[action as keyof typeof stepSeconds] : undefined,
        JSON.stringify(key),
      ).to.equal(seconds);
    }
  });

  it('Alt+Q sets the in point, with Shift it seeks to it; Alt+W the same for the out point', () => {
    expect(resolveEditorShortcut(press('q', 'KeyQ', alt), closed)).to.equal('setInPoint');
    expect(resolveEditorShortcut(press('Q', 'KeyQ', { ...alt, ...shift }), closed)).to.equal('seekToInPoint');
    expect(resolveEditorShortcut(press('w', 'KeyW', alt), closed)).to.equal('setOutPoint');
    expect(resolveEditorShortcut(press('W', 'KeyW', { ...alt, ...shift }), closed)).to.equal('seekToOutPoint');
  });

  it('reads the physical key when Alt turns the letter into another character (macOS Alt+X gives ≈)', () => {
    expect(resolveEditorShortcut(press('≈', 'KeyX', alt), closed)).to.equal('openLatestClip');
  });

  it('reads the typed letter on other layouts (AZERTY: the Q key position types A)', () => {
    expect(resolveEditorShortcut(press('a', 'KeyQ', alt), closed)).to.equal(undefined);
    expect(resolveEditorShortcut(press('q', 'KeyA', alt), closed)).to.equal('setInPoint');
  });

  it('"Shortcuts are disabled while the tag dialog, the save dialog or the export dialog is open"', () => {
    for (const dialog of ['tag', 'save', 'export'] as const) {
      const open = { ...closed, [dialog]: true };
      for (const shortcut of editorShortcuts.filter((one) => one.action !== 'saveClip')) {
        const [code = ''] = shortcut.combination.split('+').slice(-1);
        const key = code.startsWith('Key') ? code.slice(3).toLowerCase() : code === 'Space' ? ' ' : code;
        const modifiers = {
          altKey: shortcut.combination.includes('Alt+'),
          shiftKey: shortcut.combination.includes('Shift+'),
        };
        expect(resolveEditorShortcut(press(key, code, modifiers), closed), `${shortcut.label} with no dialog`).to.equal(
          shortcut.action,
        );
        expect(
          resolveEditorShortcut(press(key, code, modifiers), open),
          `${shortcut.label} with the ${dialog} dialog`,
        ).to.equal(undefined);
      }
    }
  });

  it('"Alt+S saves the clip while the save dialog is open", and only then', () => {
    expect(resolveEditorShortcut(press('s', 'KeyS', alt), { ...closed, save: true })).to.equal('saveClip');
    expect(resolveEditorShortcut(press('s', 'KeyS', alt), closed)).to.equal(undefined);
    expect(resolveEditorShortcut(press('s', 'KeyS', alt), { ...closed, save: true, tag: true })).to.equal(undefined);
  });

  it('leaves Ctrl and Meta combinations and unmapped keys to the browser', () => {
    expect(resolveEditorShortcut(press('x', 'KeyX', { ...alt, ctrlKey: true }), closed)).to.equal(undefined);
    expect(resolveEditorShortcut(press('ArrowLeft', 'ArrowLeft', { metaKey: true }), closed)).to.equal(undefined);
    expect(resolveEditorShortcut(press('x', 'KeyX'), closed)).to.equal(undefined);
    expect(resolveEditorShortcut(press('Enter', 'Enter'), closed)).to.equal(undefined);
  });

  it('maps every combination to one action', () => {
    expect(new Set(editorShortcuts.map((one) => one.combination)).size).to.equal(editorShortcuts.length);
  });
});
