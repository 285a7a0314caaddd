import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { EventLog } from '../log';
import { ClockPort, RecordStorage } from '../ports';
import { FlightRecorder } from './flight-recorder';
import { RecordingBlocks } from './recording-blocks';

/** The version written into recordings' headers. */
export const appVersion = '0.1.0';

/** The flight recorder's binding, shared with `recordingModule` (session-recording-module.ts). */
export const bindFlightRecorder = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(FlightRecorder)
    .toDynamicValue((context) => {
      const clock = context.get<ClockPort>(ClockPort);
      return new FlightRecorder(
        context.get(EventLog),
        context.get<RecordStorage>(RecordStorage),
        context.get<RecordingBlocks>(RecordingBlocks),
        () => clock.now(),
      );
    })
    .inSingletonScope();
};

/** Every console's flight recorder (the last 30 minutes, in IndexedDB): it records from page load. */
export const flightRecordingModule = new ContainerModule(bindFlightRecorder);
