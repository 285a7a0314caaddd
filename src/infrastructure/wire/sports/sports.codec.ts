import * as t from 'io-ts';
import type { League, Sport } from '../../../domain/forms';
import { listOf, numericId, optional, recordOf, shape } from '../kit';

// The sports service's answers (spec 1 §7.1; docs/protocol/forms.md "Label lists").

export const SportCodec: t.Type<Sport, unknown, unknown> = shape({ sport_id: numericId, name: t.string });

/** `name` is by language: `{"en": "Liiga", "fi": "Liiga"}`. */
export const LeagueCodec: t.Type<League, unknown, unknown> = shape(
  { league_id: numericId, name: recordOf(t.string), sport_id: numericId },
  { team_list_id: optional(numericId) },
);

/** GET {sports}/sports. */
export const SportListCodec: t.Type<readonly Sport[], unknown, unknown> = listOf(SportCodec);
/** GET {sports}/leagues. */
export const LeagueListCodec: t.Type<readonly League[], unknown, unknown> = listOf(LeagueCodec);
