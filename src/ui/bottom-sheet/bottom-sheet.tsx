import { Button, makeStyles, mergeClasses, Tab, TabList, Text, tokens, Tooltip } from '@fluentui/react-components';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BottomSheetController, sheetInsetRule } from '../../application/bottom-sheet';
import type { EditingItem } from '../../application/editing';
import { AlsoEditing } from '../editing';
import { useKeepClearOfToasts, useService, useObservable } from '../shared';
import type { BottomSheetTab } from './bottom-sheet-tab';
import { useSheetTab } from './use-sheet-tab';

export interface BottomSheetProps {
  /** The sheet's heading (also its accessible name). */
  readonly title: string;
  /** Where closing goes (the parent route). */
  readonly closeTo: string;
  readonly tabs: readonly BottomSheetTab[];
  /** Whether the record exists (edit) or not (new). */
  readonly hasId: boolean;
  /** An action bar under the content (Save buttons); the content is then 532 px instead of 584 px. */
  readonly actions?: ReactNode;
  /** Tab content height other than the spec's; a sheet under /devices or /billing is 600 px by its route. */
  readonly contentHeight?: number;
  /** The stored item the sheet edits: its header says who else has it open (issue 32 §1). */
  readonly editing?: EditingItem | undefined;
}

const useStyles = makeStyles({
  sheet: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 100,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    boxShadow: tokens.shadow28,
    borderTop: `1px solid ${tokens.colorNeutralStroke1}`,
    // On a short window (1280×720 less the browser's bars) the 532 px content gives way before the header
    // with its close button leaves the top of the screen.
    maxHeight: '100vh',
    [sheetInsetRule.media]: { left: sheetInsetRule.side, right: sheetInsetRule.side },
  },
  fullscreen: { top: 0, [sheetInsetRule.media]: { left: 0, right: 0 } },
  header: {
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
  },
  title: { flexShrink: 0 },
  tabs: { flexGrow: 1, minWidth: 0 },
  content: {
    overflowY: 'auto',
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    minHeight: 0,
    flexShrink: 1,
  },
  grow: { flexGrow: 1 },
  actions: {
    flexShrink: 0,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'flex-end',
    padding: tokens.spacingHorizontalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/**
 * The bottom sheet editors open in (spec 2 §2, spec 3 §2): tabs kept in the `tab` query parameter with a
 * 200 ms activation delay, a close action (and Escape) back to `closeTo`, an admin-only fullscreen toggle.
 */
export const BottomSheet = ({
  title,
  closeTo,
  tabs,
  hasId,
  actions,
  contentHeight,
  editing,
}: BottomSheetProps): React.JSX.Element => {
  const styles = useStyles();
  const controller = useService(BottomSheetController);
  const fullscreen = useObservable(controller.fullscreen$, controller.isFullscreen);
  const isAdmin = useObservable(controller.isAdmin$, false);
  const expanded = useObservable(controller.expanded$, false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleId = useId();
  const sheet = useRef<HTMLElement>(null);
  // Toasts start below the header: none covers Close, the fullscreen toggle or the tabs.
  const header = useRef<HTMLElement>(null);
  useKeepClearOfToasts(header);
  const { active, pending, select } = useSheetTab(tabs, hasId);
  const close = (): void => void navigate(closeTo);
  const height = controller.contentHeight({
    actions: Boolean(actions),
    own: contentHeight,
    expanded,
    path: pathname,
  });
  const current = tabs.find((tab) => tab.value === active) ?? tabs[0];

  useEffect(() => {
    // Focus moves into the sheet when it opens, so Escape and Tab work at once.
    if (sheet.current && !sheet.current.contains(document.activeElement)) sheet.current.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
  };

  return (
    <section
      ref={sheet}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={mergeClasses(styles.sheet, expanded && styles.fullscreen)}
      onKeyDown={onKeyDown}
      data-testid="bottom-sheet"
    >
      <header ref={header} className={styles.header}>
        <Text as="h2" id={titleId} weight="semibold" size={400} className={styles.title}>
          {title}
        </Text>
        <TabList
          className={styles.tabs}
          selectedValue={pending ?? active}
          onTabSelect={(_, data) => select(String(data.value))}
          aria-label={`${title} tabs`}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              disabled={!controller.isTabEnabled(tab.availability ?? 'always', hasId)}
            >
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {editing && <AlsoEditing item={editing} />}
        {isAdmin && (
          <Tooltip content={fullscreen ? 'Exit fullscreen' : 'Fullscreen'} relationship="label">
            <Button appearance="subtle" aria-pressed={fullscreen} onClick={() => controller.toggleFullscreen()}>
              {fullscreen ? '⤡' : '⤢'}
            </Button>
          </Tooltip>
        )}
        <Tooltip content="Close" relationship="label">
          <Button appearance="subtle" onClick={close}>
            ✕
          </Button>
        </Tooltip>
      </header>
      {/* Focusable, as the tabs pattern has it: the keyboard reaches and scrolls a panel with no control in it
          (the Watch tab's video). */}
      <div
        role="tabpanel"
        tabIndex={0}
        aria-label={current?.label}
        className={mergeClasses(styles.content, expanded && styles.grow)}
        style={height === undefined ? undefined : { height }}
      >
        {current?.render()}
      </div>
      {actions && (
        <footer className={styles.actions} aria-label="Actions">
          {actions}
        </footer>
      )}
    </section>
  );
};
