import { parseNumberField } from './form-validation';
import { playoffRounds, type PlayoffMatch, type PlayoffRound, type PlayoffTreeValue } from './form-field';

// playoff_tree values (spec 2 §3): a team list and, for final, bronze, sf1, sf2 and qf1–qf4, home, away,
// scores and a text. The editor changes one part at a time through here.

export type PlayoffPart = keyof PlayoffMatch;

/** Rounds in the order the tree shows them: final and bronze first, then semi- and quarter-finals. */
export const playoffRoundLabels: Readonly<Record<PlayoffRound, string>> = {
  final: 'Final',
  bronze: 'Bronze',
  sf1: 'Semi-final 1',
  sf2: 'Semi-final 2',
  qf1: 'Quarter-final 1',
  qf2: 'Quarter-final 2',
  qf3: 'Quarter-final 3',
  qf4: 'Quarter-final 4',
};

export const asPlayoffTree = (value: unknown): PlayoffTreeValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as PlayoffTreeValue) : {};

/**
 * Sets one part of one match. Scores are integers (empty removes the score, other text is refused and the
 * tree stays as it was); teams are record ids and text is free.
 */
export const setPlayoffPart = (
  tree: PlayoffTreeValue,
  round: PlayoffRound,
  part: PlayoffPart,
  text: string,
): PlayoffTreeValue => {
  const match: Record<string, unknown> = { ...(tree[round] ?? {}) };
  if (part === 'home_score' || part === 'away_score') {
    if (text.trim() === '') delete match[part];
    else {
      const score = parseNumberField(text);
      if (score === undefined) return tree;
      match[part] = score;
    }
  } else if (text === '') delete match[part];
  else match[part] = text;
  return { ...tree, [round]: match as PlayoffMatch };
};

export const setTeamList = (tree: PlayoffTreeValue, teamList: string): PlayoffTreeValue => {
  const { team_list: _old, ...rest } = tree;
  return teamList === '' ? rest : { ...rest, team_list: teamList };
};

export { playoffRounds };
