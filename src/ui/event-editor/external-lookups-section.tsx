import { Button, Caption1, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ExternalLookups, type EventEditorSession, type LookupResult } from '../../application/event-editor';
import type { BettingOption, EventEditorDraft, SeriesHit } from '../../domain/event-editor';
import { useDebouncedCallback } from '../inputs';
import { useService } from '../shared';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
  },
  hits: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

type Lookup<T> = LookupResult<T> | undefined;
const itemsOf = <T,>(result: Lookup<T>): readonly T[] => (result?.status === 'ready' ? result.items : []);
const messageOf = <T,>(result: Lookup<T>): string | undefined =>
  result && result.status !== 'ready' ? result.message : undefined;

interface Betting {
  readonly card_id?: string;
  readonly race_id?: string;
  readonly runner_id?: string;
}

/**
 * Series search and betting info (spec 2 §5, §7): suggestions from outside services. When a service is
 * unreachable its field says so and the event still saves; the picks are kept in the event's meta.
 */
export const ExternalLookupsSection = ({
  session,
  draft,
}: {
  readonly session: EventEditorSession;
  readonly draft: EventEditorDraft;
}): React.JSX.Element => {
  const styles = useStyles();
  const lookups = useService(ExternalLookups);
  const [search, setSearch] = useState('');
  const [series, setSeries] = useState<Lookup<SeriesHit>>();
  const [cards, setCards] = useState<Lookup<BettingOption>>();
  const [races, setRaces] = useState<Lookup<BettingOption>>();
  const [runners, setRunners] = useState<Lookup<BettingOption>>();
  const picked = (draft.meta.series ?? undefined) as { id?: string; name?: string } | undefined;
  const betting = (draft.meta.betting ?? {}) as Betting;
  const setMeta = (key: string, value: unknown): void => session.change({ meta: { ...draft.meta, [key]: value } });

  useEffect(() => {
    let live = true;
    void lookups.cards().then((result) => live && setCards(result));
    return () => void (live = false);
  }, [lookups]);
  useEffect(() => {
    let live = true;
    if (betting.card_id) void lookups.races(betting.card_id).then((result) => live && setRaces(result));
    return () => void (live = false);
  }, [lookups, betting.card_id]);
  useEffect(() => {
    let live = true;
    if (betting.race_id) void lookups.runners(betting.race_id).then((result) => live && setRunners(result));
    return () => void (live = false);
  }, [lookups, betting.race_id]);

  // Typing settles like the time input (250 ms) before the service is asked.
  const searchLater = useDebouncedCallback(
    (text: string) => void lookups.searchSeries(text).then((result) => setSeries(result)),
    250,
  );
  const runSearch = (text: string): void => {
    setSearch(text);
    searchLater.push(text);
  };
  const pick = (
    label: string,
    key: keyof Betting,
    value: string,
    options: Lookup<BettingOption>,
    reset: readonly (keyof Betting)[],
  ): React.JSX.Element => (
    <Field
      label={label}
      validationState={messageOf(options) ? 'warning' : 'none'}
      validationMessage={messageOf(options)}
    >
      <Select
        value={value}
        onChange={(_, data) =>
          setMeta(
            'betting',
            Object.fromEntries(
              Object.entries({ ...betting, [key]: data.value || undefined }).filter(
                ([name, v]) => v !== undefined && !reset.includes(name as keyof Betting),
              ),
            ),
          )
        }
      >
        <option value="">—</option>
        {itemsOf(options).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <section className={styles.section} aria-labelledby="event-lookups-heading">
      <Text as="h3" id="event-lookups-heading" weight="semibold">
        Series and betting info
      </Text>
      <Field
        label="Series search"
        hint={picked?.name ? `Series: ${picked.name}` : `From ${lookups.seriesMinimum} characters`}
        validationState={messageOf(series) && series?.status !== 'idle' ? 'warning' : 'none'}
        validationMessage={series?.status !== 'idle' ? messageOf(series) : undefined}
      >
        <Input value={search} onChange={(_, data) => runSearch(data.value)} />
      </Field>
      {itemsOf(series).length > 0 && (
        <div className={styles.hits} role="list" aria-label="Series found">
          {itemsOf(series).map((hit) => (
            <Button
              role="listitem"
              key={hit.id}
              size="small"
              onClick={() => setMeta('series', { id: hit.id, name: hit.name })}
            >
              {hit.name}
            </Button>
          ))}
        </div>
      )}
      {series?.status === 'ready' && series.items.length === 0 && <Caption1>No series found</Caption1>}
      <div className={styles.grid} role="group" aria-label="Betting info">
        {pick('Card', 'card_id', betting.card_id ?? '', cards, ['race_id', 'runner_id'])}
        {pick('Race', 'race_id', betting.race_id ?? '', betting.card_id ? races : undefined, ['runner_id'])}
        {pick('Runner', 'runner_id', betting.runner_id ?? '', betting.race_id ? runners : undefined, [])}
      </div>
    </section>
  );
};
