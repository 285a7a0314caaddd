/** Any value as one line of at most `max` characters: JSON for structures, whitespace runs folded, an ellipsis when cut. */
export const oneLine = (value: unknown, max: number): string => {
  let text: string;
  if (value === undefined) text = '';
  else if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > max ? `${folded.slice(0, Math.max(0, max - 1))}…` : folded;
};
