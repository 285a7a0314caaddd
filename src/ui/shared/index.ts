export { BufferSparkline } from './buffer-sparkline';
export type { SparklineTint } from './buffer-sparkline';
export { ColouredSpans, writeColouredText } from './coloured-text';
export { BusyButton, busyIcon, ConfirmAction, ConfirmDialog, useBusy, useConfirmPrompt } from './confirm-action';
export type { ConfirmPrompt } from './confirm-action';
export { downloadFile } from './download-file';
export { FittedTable } from './fitted-table';
export type { FittedColumn } from './fitted-table';
export { LoadBoundary } from './load-boundary';
export { Loading } from './loading';
export { Logo } from './logo';
export { ScreenTitle } from './screen-title';
export { ServicesProvider, useService } from './services-context';
export { TableHeaderRow, titledColumns } from './table-header';
export type { HeaderColumn, TableHeaderRowProps } from './table-header';
export { TablePager } from './table-pager';
export { ToastClearanceProvider, useKeepClearOfToasts, useToastTop } from './toast-clearance';
export { TruncatedText } from './truncated-text';
export type { TruncatedTextProps } from './truncated-text';
export { useInView } from './use-in-view';
export { useObservable } from './use-observable';
export { useQuery } from './use-query';
export { WindowedList } from './windowed-list';
export {
  LiveGateProvider,
  LiveText,
  useFigureBox,
  useFigureClass,
  useGatedShape,
  useLive,
  useLiveGate,
  useLiveShape,
  writeAttribute,
  writeStyle,
  writeText,
} from './use-live';
