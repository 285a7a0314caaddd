import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { DevKeyReveal } from './dev-key-reveal';
import { profileNoticeRules } from './profile-notices';
import { ProfileCommands } from './profile.commands';
import { ProfileQueries } from './profile.queries';

/** /settings/profile (spec 3 §2.2): the own profile, dev key and password change. */
export const profileModule = new ContainerModule(({ bind }) => {
  bind(ProfileQueries).toSelf().inSingletonScope();
  bind(ProfileCommands).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(profileNoticeRules);
  // One per screen visit would also do; a singleton keeps the 10 s promise across a quick tab switch.
  bind(DevKeyReveal).toSelf().inSingletonScope();
});
