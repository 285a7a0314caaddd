import { screen, type ScreenManifest } from '../features';

const loadList = async () =>
  (await import(/* webpackChunkName: "cloudrec" */ './cloudrec-list-screen')).CloudrecListScreen;
const loadEvent = async () =>
  (await import(/* webpackChunkName: "cloudrec-event" */ './cloudrec-event-screen')).CloudrecEventScreen;

/** /cloudrec (spec 2 §2): the recordings (at list and clip) and one event's clips. */
export const cloudrecScreens: ScreenManifest = {
  areas: [
    {
      path: '/cloudrec',
      redirect: 'list',
      screens: [screen('list', loadList), screen('clip', loadList), screen('event/:uuid', loadEvent)],
    },
  ],
};
