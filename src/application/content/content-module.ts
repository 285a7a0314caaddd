import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { ContentCells } from './content-cells';
import { ContentCommands } from './content.commands';
import { ContentFeed } from './content-feed';
import { contentNoticeRules } from './content-notices';
import { ContentQueries } from './content.queries';
import { RecordEditing } from './record-editing';
import { RecordImport } from './record-import';
import { RecordUploads } from './record-uploads';
import { TableImport } from './table-import';

/** /content: lists, records, their editors and uploads (spec 3 §2.4). */
export const contentModule = new ContainerModule(({ bind }) => {
  bind(ContentCells).toSelf().inSingletonScope();
  bind(ContentCommands).toSelf().inSingletonScope();
  bind(ContentQueries).toSelf().inSingletonScope();
  bind(ContentFeed).toSelf().inSingletonScope();
  bind(RecordUploads).toSelf().inSingletonScope();
  bind(RecordEditing).toSelf().inSingletonScope();
  bind(RecordImport).toSelf().inSingletonScope();
  bind(TableImport).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(contentNoticeRules);
});
