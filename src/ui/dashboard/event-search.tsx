import { Caption1, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link } from 'react-router';
import { DashboardSearch, defaultEventPathPrefix, type SearchView } from '../../application/dashboard';
import { useDebouncedCallback } from '../inputs';
import { useService, useQuery } from '../shared';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  results: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '320px',
    overflowY: 'auto',
  },
  result: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusSmall,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
});

const idle: SearchView = { status: 'idle', text: '', results: [] };
// Typing settles this long before a search is sent (the spec's time-input debounce).
const typingMs = 250;

/**
 * Event search (spec 1 §2.5): starts only above 2 characters; results show date, time, title and subtitle
 * and open `{pathPrefix}{uuid}` (/dashboard/event/ unless the caller says otherwise).
 */
export const EventSearch = ({ pathPrefix = defaultEventPathPrefix }: { pathPrefix?: string }): React.JSX.Element => {
  const styles = useStyles();
  const search = useService(DashboardSearch);
  const [text, setText] = useState('');
  const view = useQuery(() => search.view(pathPrefix), [search, pathPrefix], idle);
  const send = useDebouncedCallback((value: string) => void search.search(value), typingMs);
  const active = search.canSearch(text);
  return (
    <div className={styles.box} role="search">
      <SearchBox
        placeholder="Search events"
        aria-label="Search events"
        value={text}
        data-testid="event-search"
        onChange={(_event, data) => {
          setText(data.value);
          send.push(data.value);
        }}
      />
      {!active && text.trim() !== '' && <Caption1>{`Type at least ${search.minimumLength} characters.`}</Caption1>}
      {active && view.status === 'pending' && <Caption1 role="status">Searching…</Caption1>}
      {active && view.status === 'failed' && <Caption1 role="alert">The search failed.</Caption1>}
      {active && view.status === 'ready' && view.results.length === 0 && (
        <Caption1 role="status">No events found.</Caption1>
      )}
      {active && view.results.length > 0 && (
        <ul className={styles.results} aria-label="Search results" data-testid="search-results">
          {view.results.map((result) => (
            <li key={result.uuid}>
              <Link to={result.path} className={styles.result} data-testid="search-result">
                <Caption1>{`${result.date} ${result.time}`}</Caption1>
                <Text weight="semibold">{result.title}</Text>
                <Caption1>{result.subtitle}</Caption1>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
