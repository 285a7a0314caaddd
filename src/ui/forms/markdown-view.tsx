import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { MarkdownInline } from '../../domain/forms';
import { FieldRules } from '../../application/forms';
import { useService } from '../shared';

const useStyles = makeStyles({
  preview: {
    padding: tokens.spacingHorizontalS,
    border: `1px dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    marginTop: tokens.spacingVerticalXS,
  },
});

const Inline = ({ parts }: { readonly parts: readonly MarkdownInline[] }): React.JSX.Element => (
  <>
    {parts.map((part, index) => {
      switch (part.kind) {
        case 'text':
          return <span key={index}>{part.text}</span>;
        case 'strong':
          return <strong key={index}>{part.text}</strong>;
        case 'emphasis':
          return <em key={index}>{part.text}</em>;
        case 'code':
          return <code key={index}>{part.text}</code>;
        case 'link':
          return (
            <Link key={index} href={part.href} target="_blank" rel="noreferrer noopener">
              {part.text}
            </Link>
          );
      }
    })}
  </>
);

/** Markdown as React elements from the domain's parse: text is always text, never HTML. */
export const MarkdownView = ({
  source,
  label,
}: {
  readonly source: unknown;
  readonly label: string;
}): React.JSX.Element | null => {
  const styles = useStyles();
  const blocks = useService(FieldRules).markdown(source);
  if (blocks.length === 0) return null;
  return (
    <div className={styles.preview} role="region" aria-label={label}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const Heading = (['h3', 'h4', 'h5'] as const)[block.level - 1] ?? 'h5';
          return (
            <Heading key={index}>
              <Inline parts={block.content} />
            </Heading>
          );
        }
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, at) => (
                <li key={at}>
                  <Inline parts={item} />
                </li>
              ))}
            </ul>
          );
        return (
          <p key={index}>
            {block.lines.map((line, at) => (
              <span key={at}>
                {at > 0 && <br />}
                <Inline parts={line} />
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
};
