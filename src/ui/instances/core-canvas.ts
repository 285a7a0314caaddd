// Drawing the per-core gauges (core-gauges.tsx) on a canvas: every status frame changes every core, and as SVG
// each core's bar and value were re-laid out by the browser with each frame (npm run bench, "instance panel").
import type { Gauge, GaugeColour } from '../../domain/instances';
import { corePlace, gaugeRow, trackOf, type CoreGrid } from './core-grid';
import { gaugeColour } from './figure-colours';
import type { TextSprites } from './text-sprites';

/** The theme's colours and font as the canvas's place in the page resolves them (read when it is drawn first). */
export interface CorePalette {
  readonly font: string;
  readonly label: string;
  readonly track: string;
  readonly colours: Readonly<Record<GaugeColour, string>>;
}

/** A theme token (`var(--name)`) as the element's computed style resolves it. */
const resolved = (style: CSSStyleDeclaration, token: string): string =>
  style.getPropertyValue(token.replace(/^var\((--[^,)]+).*$/, '$1')).trim() || token;

export const corePalette = (element: Element, trackToken: string): CorePalette => {
  const style = getComputedStyle(element);
  return {
    font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
    label: style.color,
    track: resolved(style, trackToken),
    colours: {
      success: resolved(style, gaugeColour.success),
      warning: resolved(style, gaugeColour.warning),
      error: resolved(style, gaugeColour.error),
    },
  };
};

const trackY = (gaugeRow.height - gaugeRow.trackHeight) / 2;
const gaugeColours: readonly GaugeColour[] = ['success', 'warning', 'error'];

/**
 * Draws every core: label, track, bar in its threshold colour (spec 1 §9) and the value in the same colour. With
 * `labels` false the labels already drawn stay and only the bars and values are redrawn (the next frame's case).
 */
export const drawCores = (
  context: CanvasRenderingContext2D,
  grid: CoreGrid,
  ratio: number,
  palette: CorePalette,
  cores: readonly Gauge[],
  labels: boolean,
  values: TextSprites,
): void => {
  const track = trackOf(grid.columnWidth);
  const middle = gaugeRow.height / 2;
  const moving = track.x - gaugeRow.gap / 2;
  if (labels) {
    // The context keeps its transform and font until the canvas is resized, which also asks for the labels: a
    // font set with every frame is parsed again with every frame.
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.font = palette.font;
    context.textBaseline = 'middle';
    context.textAlign = 'start';
    context.fillStyle = palette.label;
    context.clearRect(0, 0, grid.width, grid.height);
    cores.forEach((_, index) => {
      const place = corePlace(grid, index);
      context.fillText(`Core ${index + 1}`, place.x, place.y + middle);
    });
  }
  // Batched: one clear per column, one path for every track and one per colour for the bars; a canvas call costs
  // more than the pixels it touches.
  const columns = Math.min(grid.columns, cores.length);
  for (let column = 0; column < columns; column += 1) {
    const left = corePlace(grid, column).x;
    context.clearRect(left + moving, 0, grid.columnWidth - moving, grid.height);
  }
  context.fillStyle = palette.track;
  context.beginPath();
  cores.forEach((_, index) => {
    const place = corePlace(grid, index);
    context.roundRect(place.x + track.x, place.y + trackY, track.width, gaugeRow.trackHeight, 3);
  });
  context.fill();
  for (const colour of gaugeColours) {
    context.beginPath();
    let any = false;
    cores.forEach((core, index) => {
      const bar = (track.width * core.percent) / 100;
      if (core.colour !== colour || bar <= 0) return;
      any = true;
      const place = corePlace(grid, index);
      // As clipped by the rounded track: the left end round, the right end square until it reaches the end.
      context.roundRect(
        place.x + track.x,
        place.y + trackY,
        bar,
        gaugeRow.trackHeight,
        bar >= track.width - 3 ? 3 : [3, 0, 0, 3],
      );
    });
    if (!any) continue;
    context.fillStyle = palette.colours[colour];
    context.fill();
  }
  cores.forEach((core, index) => {
    const place = corePlace(grid, index);
    const colour = palette.colours[core.colour];
    values.draw(context, core.text, colour, place.x + grid.columnWidth - gaugeRow.valueWidth, place.y);
  });
};
