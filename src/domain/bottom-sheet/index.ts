export {
  bottomSheetChoicesProjection,
  bottomSheetCommands,
  initialBottomSheetChoicesState,
} from './bottom-sheet-choices';
export type { BottomSheetChoicesState, BottomSheetEvent, SheetFullscreenChosen } from './bottom-sheet-choices';
