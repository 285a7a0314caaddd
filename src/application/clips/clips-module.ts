import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { ClipEditing } from './clip-editing';
import { ClipForms } from './clip-forms';
import { clipNoticeRules } from './clip-notices';
import { ClipCommands } from './clips.commands';
import { ClipsQueries } from './clips.queries';
import { EventTopics } from './event-topics';
import { PlaybackQueries } from './playback.queries';

/** Clips, tags and exports of an event, and the players' connection gate. */
export const clipsModule = new ContainerModule(({ bind }) => {
  bind(NoticeRules).toConstantValue(clipNoticeRules);
  bind(PlaybackQueries).toSelf().inSingletonScope();
  bind(EventTopics).toSelf().inSingletonScope();
  bind(ClipsQueries).toSelf().inSingletonScope();
  bind(ClipCommands).toSelf().inSingletonScope();
  bind(ClipEditing).toSelf().inSingletonScope();
  bind(ClipForms).toSelf().inSingletonScope();
});
