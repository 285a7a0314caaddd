import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { eventEditorNoticeRules } from './event-editor-notices';
import { EventEditorQueries } from './event-editor.queries';
import { EventEditorSave } from './event-editor-save';
import { EventEditorService } from './event-editor-service';
import { ExternalLookups } from './external-lookups';

/** The event editor (spec 2 §2): sessions, saving, pick lists, outside lookups and its toasts. */
export const eventEditorModule = new ContainerModule(({ bind }) => {
  bind(NoticeRules).toConstantValue(eventEditorNoticeRules);
  bind(EventEditorQueries).toSelf().inSingletonScope();
  bind(EventEditorService).toSelf().inSingletonScope();
  bind(EventEditorSave).toSelf().inSingletonScope();
  bind(ExternalLookups).toSelf().inSingletonScope();
});
