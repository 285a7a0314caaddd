import { Body1, Caption1, Input, makeStyles, Subtitle2, ToggleButton, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular, SearchRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { TruncatedText } from '../shared';

const useStyles = makeStyles({
  // Spec 2 §9: the side bar is 350 wide.
  sidebar: {
    width: '350px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'border-box',
    minHeight: 0,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, overflowY: 'auto', flexGrow: 1, minHeight: 0 },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** One line of the side bar: a title, a second line, and whether its card is on the wall. */
export interface WallSidebarItem {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly shown: boolean;
}

export interface WallSidebarProps {
  /** 'Select channels' or 'Select events'. */
  readonly heading: string;
  readonly search: string;
  readonly onSearch: (text: string) => void;
  /** Said under the box while the text is shorter than the minimum. */
  readonly searchHint?: string;
  readonly items: readonly WallSidebarItem[];
  readonly onToggle: (id: string, show: boolean) => void;
  readonly emptyText: string;
  readonly testId: string;
  /** Extra actions under the search box (multiview's 'add own todo events'). */
  readonly actions?: ReactNode;
}

/** The walls' side bar (spec 2 §2): a search box and an eye per item that puts its card on the wall or takes it off. */
export const WallSidebar = ({
  heading,
  search,
  onSearch,
  searchHint,
  items,
  onToggle,
  emptyText,
  testId,
  actions,
}: WallSidebarProps): React.JSX.Element => {
  const styles = useStyles();
  const headingId = `${testId}-heading`;
  return (
    <aside className={styles.sidebar} aria-labelledby={headingId} data-testid={testId}>
      <Subtitle2 as="h2" id={headingId}>
        {heading}
      </Subtitle2>
      <Input
        contentBefore={<SearchRegular />}
        placeholder="Search"
        aria-label={`Search · ${heading}`}
        value={search}
        onChange={(_event, data) => onSearch(data.value)}
        data-testid={`${testId}-search`}
      />
      {searchHint && <Caption1 className={styles.hint}>{searchHint}</Caption1>}
      {actions}
      {items.length === 0 ? (
        <Body1 className={styles.hint}>{emptyText}</Body1>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {items.map((item) => (
            <li
              key={item.id}
              className={styles.item}
              data-testid={`${testId}-item`}
              data-id={item.id}
              data-title={item.title}
              data-detail={item.detail}
            >
              <ToggleButton
                appearance="subtle"
                checked={item.shown}
                icon={item.shown ? <EyeRegular /> : <EyeOffRegular />}
                aria-label={`Show ${item.title} on the wall`}
                onClick={() => onToggle(item.id, !item.shown)}
                data-testid={`${testId}-eye`}
              />
              <span className={styles.text}>
                <TruncatedText text={item.title} />
                <Caption1 className={styles.hint}>{item.detail}</Caption1>
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
};
