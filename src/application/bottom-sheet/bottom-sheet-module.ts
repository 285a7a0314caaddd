import { ContainerModule } from 'inversify';
import { BottomSheetController } from './bottom-sheet-controller';

export const bottomSheetModule = new ContainerModule(({ bind }) => {
  bind(BottomSheetController).toSelf().inSingletonScope();
});
