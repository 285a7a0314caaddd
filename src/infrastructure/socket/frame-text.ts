/**
 * The text of the payload (the fifth element) of a Phoenix vsn 2.0.0 frame, `[join_ref, ref, topic, event,
 * payload]`, found by stepping over the first four elements (null, strings or numbers) without parsing the
 * payload again. Undefined when the text does not have that shape.
 */
export const payloadTextOf = (frame: string): string | undefined => {
  let index = frame.indexOf('[');
  if (index < 0) return undefined;
  index += 1;
  for (let element = 0; element < 4; element += 1) {
    index = skipSpace(frame, index);
    index = skipScalar(frame, index);
    if (index < 0) return undefined;
    index = skipSpace(frame, index);
    if (frame[index] !== ',') return undefined;
    index += 1;
  }
  const end = frame.lastIndexOf(']');
  return end > index ? frame.slice(index, end).trim() : undefined;
};

const skipSpace = (text: string, index: number): number => {
  let at = index;
  while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at += 1;
  return at;
};

const skipScalar = (text: string, index: number): number => {
  if (text.startsWith('null', index)) return index + 4;
  if (text[index] === '"') {
    for (let at = index + 1; at < text.length; at += 1) {
      if (text[at] === '\\') at += 1;
      else if (text[at] === '"') return at + 1;
    }
    return -1;
  }
  const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index, index + 32));
  return number ? index + number[0].length : -1;
};
