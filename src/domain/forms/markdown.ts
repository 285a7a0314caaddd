// A tiny markdown reader for markdown fields (spec 2 §3). It yields plain data the view turns into
// elements: no HTML string is ever produced, so nothing typed can inject markup, and only http(s) and
// mailto links survive (a `javascript:` link stays text).

export type MarkdownInline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong'; readonly text: string }
  | { readonly kind: 'emphasis'; readonly text: string }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

export type MarkdownBlock =
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3; readonly content: readonly MarkdownInline[] }
  | { readonly kind: 'paragraph'; readonly lines: readonly (readonly MarkdownInline[])[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly MarkdownInline[])[] };

const safeHref = /^(https?:\/\/|mailto:)/i;
const inlinePattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Bold, italic, code and links inside one line; everything else is text. */
export const parseInline = (line: string): readonly MarkdownInline[] => {
  const parts: MarkdownInline[] = [];
  let last = 0;
  for (const match of line.matchAll(inlinePattern)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: line.slice(last, at) });
    const [whole, strong, emphasis, code, linkText, href] = match;
    if (strong !== undefined) parts.push({ kind: 'strong', text: strong });
    else if (emphasis !== undefined) parts.push({ kind: 'emphasis', text: emphasis });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined && safeHref.test(href))
      parts.push({ kind: 'link', text: linkText, href });
    else parts.push({ kind: 'text', text: whole });
    last = at + whole.length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
};

/** Headings (#, ##, ###), '-' or '*' lists and paragraphs separated by blank lines; line breaks kept. */
export const parseMarkdown = (source: string): readonly MarkdownBlock[] => {
  const blocks: MarkdownBlock[] = [];
  let paragraph: (readonly MarkdownInline[])[] = [];
  let list: (readonly MarkdownInline[])[] = [];
  const flush = (): void => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (line.trim() === '') flush();
    else if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        level: (heading[1]?.length ?? 1) as 1 | 2 | 3,
        content: parseInline(heading[2] ?? ''),
      });
    } else if (item) {
      if (paragraph.length > 0) flush();
      list.push(parseInline(item[1] ?? ''));
    } else {
      if (list.length > 0) flush();
      paragraph.push(parseInline(line));
    }
  }
  flush();
  return blocks;
};
