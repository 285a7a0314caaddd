import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import {
  EventEditorQueries,
  EventEditorSave,
  type EventEditorSession,
  type PickOption,
  type SessionSnapshot,
} from '../../application/event-editor';
import type { EventEditorDraft } from '../../domain/event-editor';
import { useService, useObservable } from '../shared';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    // Labels on one line even when a field below shows its message (issue 29: required fields).
    alignItems: 'start',
  },
  action: { alignSelf: 'end' },
});

const noOptions: readonly PickOption[] = [];

export interface EventMainSectionProps {
  readonly session: EventEditorSession;
  readonly snapshot: SessionSnapshot;
  readonly draft: EventEditorDraft;
  /** Unarchive, with the consent to the overlaps the editor shows (the sheet holds it). */
  readonly unarchive: () => void;
}

const ChannelSelect = ({
  label,
  value,
  options,
  required,
  error,
  onChange,
  testId,
}: {
  label: string;
  value: number | undefined;
  options: readonly PickOption[];
  required?: boolean;
  error?: string | undefined;
  onChange: (id: number | undefined) => void;
  testId: string;
}): React.JSX.Element => (
  <Field label={label} required={required} validationState={error ? 'error' : 'none'} validationMessage={error}>
    <Select
      data-testid={testId}
      value={value === undefined ? '' : String(value)}
      onChange={(_, data) => onChange(data.value === '' ? undefined : Number(data.value))}
    >
      <option value="">—</option>
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </Select>
  </Field>
);

/** Destination (required, spec 2 §5), source and title (required, issue 29), subtitle, the read-only external id and Archive/Unarchive. */
export const EventMainSection = ({ session, snapshot, draft, unarchive }: EventMainSectionProps): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(EventEditorQueries);
  const save = useService(EventEditorSave);
  const destinations = useObservable(queries.destinations$, noOptions);
  const sources = useObservable(queries.sources$, noOptions);
  const destinationError =
    snapshot.submitted && draft.channelId === undefined ? queries.messages.itemRequired : undefined;
  const stored = snapshot.stored;
  const required = snapshot.submitted ? session.requiredErrors() : {};
  return (
    <div className={styles.grid}>
      <ChannelSelect
        testId="event-destination"
        label="Destination"
        required
        value={draft.channelId}
        options={destinations}
        error={destinationError}
        onChange={(channelId) => session.change({ channelId })}
      />
      <ChannelSelect
        testId="event-source"
        label="Source"
        required
        error={required.source}
        value={draft.sourceChannelId}
        options={sources}
        onChange={(sourceChannelId) => session.change({ sourceChannelId })}
      />
      <Field
        label="Title"
        required
        validationState={required.title ? 'error' : 'none'}
        validationMessage={required.title}
      >
        <Input
          data-testid="event-title"
          value={draft.title}
          onChange={(_, data) => session.change({ title: data.value })}
        />
      </Field>
      <Field label="Subtitle">
        <Input value={draft.subtitle} onChange={(_, data) => session.change({ subtitle: data.value })} />
      </Field>
      {draft.externalId !== undefined && (
        <Field label="External id">
          <Input value={draft.externalId} readOnly />
        </Field>
      )}
      {stored && (
        <div className={styles.action}>
          {stored.state === 'archived' ? (
            <Button onClick={unarchive}>Unarchive</Button>
          ) : (
            <Button onClick={() => void save.setState(session, 'archived')}>Archive</Button>
          )}
        </div>
      )}
    </div>
  );
};
