import { screen, type ScreenManifest } from '../features';
import type * as Content from '.';

// /content/list/{id}: the side bar, the list's table and every editor sheet over it share one chunk (spec 3 §2.4).
const load = (name: Exclude<keyof typeof Content, 'ContentDataScreen'>) => async () =>
  (await import(/* webpackChunkName: "content" */ '.'))[name];

/** /content (spec 3 §2.4): a list with its editors, imports and uploads; the area opens the default list. */
export const contentScreens: ScreenManifest = {
  areas: [
    {
      path: '/content',
      redirect: 'list/default',
      screens: [
        screen('list/:id', load('ContentLayout'), [
          screen('new', load('NewListRoute')),
          screen('edit', load('EditListRoute')),
          screen('data/new', load('RecordEditorRoute')),
          screen('data/edit/:dataId', load('RecordEditorRoute')),
          screen('data/import', load('TableImportRoute')),
          screen('data/json_import', load('JsonImportRoute')),
          screen('data/multi_upload', load('MultiUploadRoute')),
        ]),
      ],
    },
  ],
};
