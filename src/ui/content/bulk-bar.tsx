import { Button, Checkbox, Text } from '@fluentui/react-components';

/** What is selected and what can be done to all of it at once (spec 3 §4, §6). */
export const BulkBar = ({
  count,
  allOnPage,
  busy,
  onAllOnPage,
  onHide,
  onShow,
  onDelete,
}: {
  count: number;
  /** Whether every row of the page is selected. */
  allOnPage: boolean;
  busy: boolean;
  onAllOnPage: (on: boolean) => void;
  onHide: () => void;
  onShow: () => void;
  onDelete: () => void;
}): React.JSX.Element => (
  <div
    role="toolbar"
    aria-label="Selected records"
    style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}
  >
    <Checkbox
      label="Select page"
      data-testid="content-select-page"
      checked={allOnPage}
      onChange={(_, data) => onAllOnPage(data.checked === true)}
    />
    <Text data-testid="content-selected-count">{count} selected</Text>
    <Button size="small" disabled={count === 0 || busy} data-testid="content-bulk-hide" onClick={onHide}>
      Hide selected
    </Button>
    <Button size="small" disabled={count === 0 || busy} data-testid="content-bulk-show" onClick={onShow}>
      Show selected
    </Button>
    <Button size="small" disabled={count === 0 || busy} data-testid="content-bulk-delete" onClick={onDelete}>
      Delete selected
    </Button>
  </div>
);
