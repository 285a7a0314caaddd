import { Checkbox, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { OverlapWarning as Overlap } from '../../application/event-editor';

/** The sentence a save refused for an unconfirmed overlap shows (with the warning's own lines above it). */
export const overlapNotConfirmed =
  "This event overlaps another on its destination: tick 'Schedule it overlapping' to save.";

/** The same for an Unarchive (issue 32 §3): it books the destination again, so it asks the same consent. */
export const overlapNotConfirmedToUnarchive =
  "This event overlaps another on its destination: tick 'Schedule it overlapping' to unarchive.";

/**
 * Another active event on the same destination at the same time (issue 21): named with its window and the
 * shared time. The operator goes on on purpose by ticking the box; a change of the overlap asks again.
 */
export const OverlapWarningBar = ({
  overlaps,
  accepted,
  onAccept,
}: {
  readonly overlaps: readonly Overlap[];
  readonly accepted: boolean;
  readonly onAccept: (accepted: boolean) => void;
}): React.JSX.Element | null => {
  if (overlaps.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="overlap-warning">
      <MessageBarBody>
        <MessageBarTitle>Overlaps on the destination</MessageBarTitle>
        {overlaps.map((overlap) => (
          <div key={overlap.uuid} data-testid="overlap-item">
            {overlap.text}
          </div>
        ))}
        <Checkbox
          label="Schedule it overlapping (both events go to this destination at the same time)"
          checked={accepted}
          data-testid="overlap-accept"
          onChange={(_, data) => onAccept(data.checked === true)}
        />
      </MessageBarBody>
    </MessageBar>
  );
};
