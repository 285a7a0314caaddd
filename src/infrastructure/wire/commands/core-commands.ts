import * as t from 'io-ts';
import { clockCommands } from '../../../domain/clock';
import { command, commandCodecs } from './command-spec';
import { shape } from '../kit';

/**
 * The commands the core projections fold, decoded from the first entry on: the boot stage of the normalizer
 * (before the socket's code brings the rest of the catalogue) knows these, since a session journals its zone
 * as it opens.
 */
export const coreCommands = commandCodecs(clockCommands, {
  displayZone: command({
    doc: 'The zone the console shows times in.',
    args: shape({ zone: t.string }),
    toEvents: (args, { at }) => [{ type: 'DisplayZoneRecorded', zone: args.zone, at }],
  }),
});
