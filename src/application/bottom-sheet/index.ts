export {
  areaSheetHeight,
  BottomSheetController,
  isTabEnabled,
  sheetContentHeight,
  sheetInset,
  sheetInsetRule,
  tabActivationDelayMs,
} from './bottom-sheet-controller';
export type { TabAvailability } from './bottom-sheet-controller';
export { bottomSheetModule } from './bottom-sheet-module';
