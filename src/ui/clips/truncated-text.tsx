import { Tooltip, makeStyles } from '@fluentui/react-components';
import { useRef, useState } from 'react';

const useStyles = makeStyles({
  text: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/**
 * A table cell's text on one line, cut with an ellipsis where its column ends, so a long clip title or e-mail never
 * widens the table past the screen. Hovering a cut text shows all of it; an uncut one shows no tooltip. The whole
 * text stays in the page, so a screen reader reads it in full (the tooltip is not announced a second time).
 */
export const TruncatedText = ({ text }: { text: string }): React.JSX.Element => {
  const styles = useStyles();
  const element = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const cut = (): boolean => {
    const shown = element.current;
    return shown !== null && shown.scrollWidth > shown.clientWidth;
  };
  return (
    <Tooltip
      content={text}
      relationship="inaccessible"
      visible={visible}
      onVisibleChange={(_event, data) => setVisible(data.visible && cut())}
      withArrow
    >
      <span ref={element} className={styles.text} data-truncated-text="">
        {text}
      </span>
    </Tooltip>
  );
};
