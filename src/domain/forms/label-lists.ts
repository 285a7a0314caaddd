import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import { defaultLanguage, type FormField } from './form-field';

// The sports service's label lists (spec 1 §7.1 "GET sports … GET leagues … both feed label lists"):
// a select field of a form names one with `label_list: 'sports' | 'leagues'` and offers its labels
// (docs/protocol/forms.md "Label lists").

/** GET {sports}/sports: one sport. */
export interface Sport {
  readonly sport_id: number;
  readonly name: string;
}

/** GET {sports}/leagues: one league, its name by language, its sport and the content list of its teams. */
export interface League {
  readonly league_id: number;
  readonly name: Readonly<Record<string, string>>;
  readonly sport_id: number;
  /** The content list of the league's teams; absent when it has none (null on the wire). */
  readonly team_list_id?: number;
}

export type LabelListName = 'sports' | 'leagues';
export const labelListNames: readonly LabelListName[] = ['sports', 'leagues'];

export interface SportsReceived {
  readonly type: 'SportsReceived';
  readonly sports: readonly Sport[];
  readonly at: number;
}

export interface LeaguesReceived {
  readonly type: 'LeaguesReceived';
  readonly leagues: readonly League[];
  readonly at: number;
}

export type LabelListsEvent = SportsReceived | LeaguesReceived;

export interface LabelListsState {
  /** undefined until the service answered. */
  readonly sports?: readonly Sport[];
  readonly leagues?: readonly League[];
}

export const initialLabelListsState: LabelListsState = {};

export const labelListsProjection = defineProjection<LabelListsState, LabelListsEvent>({
  name: 'labelLists',
  initial: initialLabelListsState,
  handles: { SportsReceived: true, LeaguesReceived: true },
  apply(draft, event) {
    switch (event.type) {
      case 'SportsReceived':
        draft.sports = castDraft(event.sports);
        return;
      case 'LeaguesReceived':
        draft.leagues = castDraft(event.leagues);
        return;
      default:
        unhandled(event);
    }
  },
});

/** The label list a field names, if any. */
export const labelListOf = (field: FormField): LabelListName | undefined =>
  labelListNames.find((name) => name === field.label_list);

/** A league's name in the console's default language (en), else its first one, else its id. */
export const leagueLabel = (league: League): string =>
  league.name[defaultLanguage] ?? Object.values(league.name).find((name) => name !== '') ?? String(league.league_id);

export interface LabelOption {
  readonly value: string;
  readonly label: string;
}

const byLabel = (a: LabelOption, b: LabelOption): number => a.label.localeCompare(b.label);

/**
 * A label list's options. The value saved is the label itself (the text the forms' static options held, so
 * events saved before keep their value); leagues may be limited to one sport with the field's `sport_id`.
 */
export const labelListOptions = (field: FormField, state: LabelListsState): readonly LabelOption[] => {
  const list = labelListOf(field);
  if (list === 'sports')
    return (state.sports ?? []).map((sport) => ({ value: sport.name, label: sport.name })).sort(byLabel);
  if (list === 'leagues') {
    const sport = typeof field.sport_id === 'number' ? field.sport_id : undefined;
    return (state.leagues ?? [])
      .filter((league) => sport === undefined || league.sport_id === sport)
      .map((league) => ({ value: leagueLabel(league), label: leagueLabel(league) }))
      .sort(byLabel);
  }
  return [];
};
