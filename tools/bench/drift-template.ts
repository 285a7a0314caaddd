/** A sample's payload drifted once: the value and its JSON text. */
export interface Drifted {
  readonly payload: unknown;
  readonly text: string;
}

const idLike = /(^id$|_id$|uuid|time|_at$|port)/;

/**
 * `drift(template, random)` (tools/bench/seeded-random.ts) compiled once for a template into one function whose
 * body is the template as an object literal: the same values from the same random numbers (one number drawn
 * per drifted figure, in the same order), with no walk of the template, no key tests and no map of fields per
 * frame; the payload's JSON text is written by the same function from the template's fixed parts. A
 * twelve-hour shift draws ~600 million figures: this is most of what generating it costs.
 */
export const compileDrift = (template: unknown): ((random: () => number) => Drifted) => {
  const figures: string[] = [];
  const constants: unknown[] = [];
  // Each value as a JavaScript expression (`code`) and as the pieces of its JSON text (`json`: literal text,
  // or the index of a figure).
  const compile = (value: unknown): { code: string; json: (string | number)[] } => {
    if (typeof value === 'number' && value !== 0 && Number.isFinite(value)) {
      const moved = `${JSON.stringify(value)} * (0.9 + random() * 0.2)`;
      const index =
        figures.push(
          Number.isInteger(value) ? `Math.max(0, Math.round(${moved}))` : `Math.round(${moved} * 100) / 100`,
        ) - 1;
      return { code: `f${index}`, json: [index] };
    }
    if (Array.isArray(value)) {
      const items = value.map(compile);
      return { code: `[${items.map((item) => item.code).join(', ')}]`, json: joined('[', items, ']') };
    }
    if (typeof value === 'object' && value !== null) {
      const fields = Object.entries(value).map(([key, inner]) => {
        if (key === '__proto__') throw new Error('a drift template may not have a __proto__ key');
        const compiled = idLike.test(key) ? constant(inner) : compile(inner);
        return {
          code: `${JSON.stringify(key)}: ${compiled.code}`,
          json: [`${JSON.stringify(key)}:`, ...compiled.json],
        };
      });
      return { code: `{ ${fields.map((field) => field.code).join(', ')} }`, json: joined('{', fields, '}') };
    }
    return constant(value);
  };
  const constant = (value: unknown): { code: string; json: (string | number)[] } => {
    const text = JSON.stringify(value);
    if (text === undefined || (typeof value === 'number' && !Number.isFinite(value)))
      throw new Error('a drift template is JSON: no undefined, functions or non-finite numbers');
    if (typeof value === 'object' && value !== null) return { code: `c[${constants.push(value) - 1}]`, json: [text] };
    return { code: text, json: [text] };
  };
  const { code, json } = compile(template);
  const text = json.map((part) => (typeof part === 'number' ? `f${part}` : JSON.stringify(part))).join(' + ');
  const body = [
    ...figures.map((figure, index) => `const f${index} = ${figure};`),
    // One flat string now: the text would otherwise stay a tree of ~200 pieces until the line is written.
    `const text = ${text};`,
    'text.charCodeAt(0);',
    `return { payload: ${code}, text };`,
  ].join('\n');
  const made = new Function('c', `return (random) => {\n${body}\n};`) as (
    c: readonly unknown[],
  ) => (random: () => number) => Drifted;
  return made(constants);
};

const joined = (open: string, items: readonly { json: (string | number)[] }[], close: string): (string | number)[] => {
  const out: (string | number)[] = [open];
  items.forEach((item, index) => out.push(...(index > 0 ? [','] : []), ...item.json));
  out.push(close);
  // Adjacent literal pieces merged: fewer concatenations per frame.
  return out.reduce<(string | number)[]>((merged, part) => {
    const last = merged.at(-1);
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
    else merged.push(part);
    return merged;
  }, []);
};
