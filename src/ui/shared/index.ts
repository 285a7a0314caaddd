export { BufferSparkline } from './buffer-sparkline';
export type { SparklineTint } from './buffer-sparkline';
export { ColouredSpans, writeColouredText } from './coloured-text';
export { ConfirmStop, ConfirmStopDialog, useStopPrompt } from './confirm-stop';
export type { StopPrompt } from './confirm-stop';
export { downloadFile } from './download-file';
export { LoadBoundary } from './load-boundary';
export { Loading } from './loading';
export { Logo } from './logo';
export { ScreenTitle } from './screen-title';
export { ServicesProvider, useService } from './services-context';
export { TablePager } from './table-pager';
export { useInView } from './use-in-view';
export { useObservable } from './use-observable';
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
