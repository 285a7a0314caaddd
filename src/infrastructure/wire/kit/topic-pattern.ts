/** A compiled topic pattern: `instances:status:{id}` matches `instances:status:42` with `{ id: '42' }`. */
export interface TopicMatcher {
  readonly pattern: string;
  /** Literal parts count; the more literal a pattern, the earlier it is tried. */
  readonly specificity: number;
  match(topic: string): Readonly<Record<string, string>> | undefined;
}

export const compileTopicPattern = (pattern: string): TopicMatcher => {
  const parts = pattern.split(':');
  const names: string[] = [];
  const source = parts
    .map((part) => {
      const capture = /^\{(\w+)(\*?)\}$/.exec(part);
      if (!capture) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(capture[1] ?? '');
      return capture[2] ? '(.+)' : '([^:]+)';
    })
    .join(':');
  const regex = new RegExp(`^${source}$`);
  return {
    pattern,
    specificity: parts.filter((part) => !part.startsWith('{')).length,
    match(topic) {
      const found = regex.exec(topic);
      if (!found) return undefined;
      return Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
    },
  };
};
