import { Text, Tooltip, makeStyles, mergeClasses, type TextProps } from '@fluentui/react-components';
import { useRef, useState } from 'react';

const useStyles = makeStyles({
  // In a flex row or grid track the text may shrink below its own width; that is where it is cut.
  text: { minWidth: 0 },
});

/** The text and how it is drawn (a `data-testid` passes through to the element). */
export interface TruncatedTextProps {
  readonly text: string;
  /** The element: a heading where the text heads a card, else a span. */
  readonly as?: 'span' | 'h2' | 'h3';
  /** Fluent's type ramp: 200 for a caption, 300 (the default) for body text, 400 semibold for a card's title. */
  readonly size?: TextProps['size'];
  readonly weight?: TextProps['weight'];
  readonly className?: string;
}

/**
 * The one way a text is cut to its box: one line, an ellipsis where the box ends (Fluent's Text, `truncate` and no
 * wrap), so a long clip title, e-mail or channel name never widens its table, card or row. Hovering a cut text
 * shows all of it; an uncut one shows no tooltip. The whole text stays in the page, so a screen reader reads it in
 * full (the tooltip is not announced a second time).
 */
export const TruncatedText = ({ text, className, ...shown }: TruncatedTextProps): React.JSX.Element => {
  const styles = useStyles();
  const element = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const cut = (): boolean => {
    const drawn = element.current;
    return drawn !== null && drawn.scrollWidth > drawn.clientWidth;
  };
  return (
    <Tooltip
      content={text}
      relationship="inaccessible"
      visible={visible}
      onVisibleChange={(_event, data) => setVisible(data.visible && cut())}
      withArrow
    >
      <Text
        {...shown}
        ref={element}
        truncate
        wrap={false}
        block
        className={mergeClasses(styles.text, className)}
        data-truncated-text=""
      >
        {text}
      </Text>
    </Tooltip>
  );
};
