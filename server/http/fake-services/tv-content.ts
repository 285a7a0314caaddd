import { sendJson } from '../respond';
import type { Route, RouteContext } from '../route';

// A small stand-in for the TV-content service's series search (spec 2 §7), so the event editor's series
// field works offline. Same request and answer shape as the real one; docs/protocol/forms.md.

export const fakeTvContentBase = '/fake-services/tv-content';
/** The key the console uses when no external_services setting names another service. */
export const fakeTvContentApiKey = 'studio-demo-key';

export const fakeSeries: readonly { readonly id: string; readonly name: string }[] = [
  { id: 'series-liiga-2026', name: 'Liiga 2026–2027' },
  { id: 'series-mestis-2026', name: 'Mestis 2026–2027' },
  { id: 'series-veikkausliiga', name: 'Veikkausliiga 2026' },
  { id: 'series-evening-news', name: 'Evening News' },
  { id: 'series-morning-show', name: 'Morning Show' },
  { id: 'series-trotting', name: 'Trotting Saturday' },
];

/** GET {base}/series?filter[search]=…&apiKey=… → {data: [{id, type, attributes: {display_name}}]}; a wrong key is 401. */
const searchSeries = async ({ url, response }: RouteContext): Promise<void> => {
  if (url.searchParams.get('apiKey') !== fakeTvContentApiKey)
    return sendJson(response, 401, { errors: [{ status: '401', title: 'Invalid api key' }] });
  const search = (url.searchParams.get('filter[search]') ?? '').trim().toLowerCase();
  const hits = search.length < 3 ? [] : fakeSeries.filter((series) => series.name.toLowerCase().includes(search));
  sendJson(response, 200, {
    data: hits.map((series) => ({ id: series.id, type: 'series', attributes: { display_name: series.name } })),
  });
};

export const tvContentRoutes: readonly Route[] = [
  { method: 'GET', path: `${fakeTvContentBase}/series`, cors: true, handle: searchSeries },
];
