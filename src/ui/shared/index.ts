export { BufferSparkline } from './buffer-sparkline';
export type { SparklineTint } from './buffer-sparkline';
export { ColouredSpans, writeColouredText } from './coloured-text';
export { BusyButton, busyIcon, ConfirmAction, ConfirmDialog, useBusy, useConfirmPrompt } from './confirm-action';
export type { ConfirmPrompt } from './confirm-action';
export { downloadFile } from './download-file';
export { LoadBoundary } from './load-boundary';
export { Loading } from './loading';
export { Logo } from './logo';
export { ScreenTitle } from './screen-title';
export { ServicesProvider, useService } from './services-context';
export { TablePager } from './table-pager';
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
