import { makeStyles, tokens } from '@fluentui/react-components';

const overlayText = {
  color: '#fff',
  backgroundColor: 'rgba(0, 0, 0, 0.8)',
  padding: `0 ${tokens.spacingHorizontalXS}`,
  borderRadius: tokens.borderRadiusSmall,
} as const;

/** The wall preview's frame, video, still and the words over them (issue 31 §1). */
export const useWallPreviewStyles = makeStyles({
  frame: {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    backgroundColor: '#000',
    overflow: 'hidden',
  },
  alarmFrame: { outline: `3px solid ${tokens.colorPaletteRedBorder2}`, outlineOffset: '-3px' },
  video: { width: '100%', height: '100%', display: 'block', objectFit: 'contain' },
  still: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' },
  top: {
    position: 'absolute',
    top: tokens.spacingVerticalXS,
    left: tokens.spacingHorizontalXS,
    right: tokens.spacingHorizontalXS,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    pointerEvents: 'none',
  },
  state: { ...overlayText, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  alarmState: { backgroundColor: tokens.colorPaletteRedBackground3 },
  // A healthy tile's words stay out of the picture's way: the eye should find only the red ones.
  quietState: { fontWeight: tokens.fontWeightRegular, color: '#d6d6d6' },
  // Not TruncatedText: the words over the picture take no pointer (the tile under them solos on a click).
  // eslint-disable-next-line no-restricted-syntax -- an overlay the pointer passes through, no tooltip to show
  note: { ...overlayText, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  soundOff: { ...overlayText, marginLeft: 'auto', fontSize: '16px', padding: '1px' },
  stats: {
    ...overlayText,
    position: 'absolute',
    left: tokens.spacingHorizontalXS,
    right: tokens.spacingHorizontalXS,
    bottom: tokens.spacingVerticalXS,
    fontFamily: tokens.fontFamilyMonospace,
  },
  // Above the stats line, at the right: the soloed tile's way to sound before the page's first gesture.
  sound: { position: 'absolute', right: tokens.spacingHorizontalXS, bottom: '28px' },
  message: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    padding: tokens.spacingHorizontalM,
    color: '#e6e6e6',
  },
});
