import { tokens } from '@fluentui/react-components';
import type { CountColour, GaugeColour, VersionColour } from '../../domain/instances';

/** The spec's colour names (spec 1 §9) as theme colours that keep their contrast on the sheet. */
export const gaugeColour: Readonly<Record<GaugeColour, string>> = {
  success: tokens.colorPaletteGreenForeground1,
  warning: tokens.colorPaletteDarkOrangeForeground1,
  error: tokens.colorPaletteRedForeground1,
};

export const countColour: Readonly<Record<CountColour, string>> = {
  normal: tokens.colorNeutralForeground1,
  orange: tokens.colorPaletteDarkOrangeForeground1,
  red: tokens.colorPaletteRedForeground1,
};

export const versionColours: Readonly<Record<VersionColour, string>> = {
  normal: tokens.colorNeutralForeground1,
  error: tokens.colorPaletteRedForeground1,
  warning: tokens.colorPaletteDarkOrangeForeground1,
};
