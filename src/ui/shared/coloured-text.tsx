import { writeText } from './use-live';

// Live figures in a colour that moves with their value (a gauge's threshold colour, spec 1 §9). Restyling the
// element of a figure whose colour changed made the browser recalculate style in that frame, at a cost of its own
// on top of the layout the new text needs (npm run bench, "instance panel"). Instead a figure has one span per
// colour it can take, each styled once: its text is written into the span of its colour, and the others are empty.

/** The spans of a figure in one of `colours` (a name → CSS colour); put inside the figure's element or box. */
export const ColouredSpans = ({ colours }: { colours: Readonly<Record<string, string>> }): React.JSX.Element => (
  <>
    {Object.entries(colours).map(([name, colour]) => (
      <span key={name} data-tone={name} style={{ color: colour }} />
    ))}
  </>
);

/** Shows `text` in the colour named `colour` within an element holding ColouredSpans. */
export const writeColouredText = (element: Element, colour: string, text: string): void => {
  for (const span of element.children) writeText(span, span.getAttribute('data-tone') === colour ? text : '');
};
