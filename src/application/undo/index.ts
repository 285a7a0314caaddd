export { UndoCommands, undoCommands } from './undo.commands';
export { undoOffers, undoTargetOfSave } from './undo-offers';
export { UndoQueries, type RecentChange } from './undo.queries';
