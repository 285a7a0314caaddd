import { ContainerModule } from 'inversify';
import { NoticeOffers, NoticeRules } from '../notifications';
import { UndoCommands } from './undo.commands';
import { undoNoticeRules } from './undo-notices';
import { undoOffers } from './undo-offers';
import { UndoQueries } from './undo.queries';

/** Undo for configuration (issue 32 §4): the Undo of the save toasts, the profile menu's recent changes. */
export const undoModule = new ContainerModule(({ bind }) => {
  bind(UndoQueries).toSelf().inSingletonScope();
  bind(UndoCommands).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(undoNoticeRules);
  bind(NoticeOffers).toConstantValue(undoOffers);
});
