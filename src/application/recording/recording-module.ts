import { ContainerModule } from 'inversify';
import { CommandBus } from '../commands';
import { EventLog } from '../log';
import { ClockPort, RecordStorage } from '../ports';
import { FlightRecorder } from './flight-recorder';
import { RecordingDownloads } from './recording-downloads';
import { SessionRecorder } from './session-recorder';

/** The version written into recordings' headers. */
export const appVersion = '0.1.0';

/** Every console's flight recorder (the last 30 minutes, in IndexedDB) and its on-demand full recorder. */
export const recordingModule = new ContainerModule(({ bind }) => {
  bind(FlightRecorder)
    .toDynamicValue((context) => {
      const clock = context.get<ClockPort>(ClockPort);
      return new FlightRecorder(context.get(EventLog), context.get<RecordStorage>(RecordStorage), () => clock.now());
    })
    .inSingletonScope();
  bind(SessionRecorder)
    .toDynamicValue((context) => {
      const clock = context.get<ClockPort>(ClockPort);
      return new SessionRecorder(context.get(EventLog), appVersion, () => clock.now());
    })
    .inSingletonScope();
  bind(RecordingDownloads)
    .toDynamicValue((context) => {
      const clock = context.get<ClockPort>(ClockPort);
      return new RecordingDownloads(context.get(CommandBus), context.get(SessionRecorder), context.get(FlightRecorder), appVersion, () => clock.now());
    })
    .inSingletonScope();
});
