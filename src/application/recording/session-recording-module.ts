import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { ClockPort, CommandPort } from '../ports';
import { FlightRecorder } from './flight-recorder';
import { RecordingBlocks } from './recording-blocks';
import { RecordingDownloads } from './recording-downloads';
import { appVersion, bindFlightRecorder } from './recording-module';
import { SessionRecorder } from './session-recorder';

const bindSessionRecording = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(SessionRecorder)
    .toDynamicValue((context) => {
      const clock = context.get<ClockPort>(ClockPort);
      return new SessionRecorder(context.get(FlightRecorder), appVersion, () => clock.now());
    })
    .inSingletonScope();
  bind(RecordingDownloads)
    .toDynamicValue((context) => {
      const clock = context.get<ClockPort>(ClockPort);
      return new RecordingDownloads(
        context.get<CommandPort>(CommandPort),
        context.get(SessionRecorder),
        context.get(FlightRecorder),
        context.get<RecordingBlocks>(RecordingBlocks),
        appVersion,
        () => clock.now(),
      );
    })
    .inSingletonScope();
};

/** The on-demand full recorder and the downloads: with the signed-in part (only the shell offers them). */
export const sessionRecordingModule = new ContainerModule(bindSessionRecording);
/** The flight recorder and the full recorder, for a container that has everything at once (tests). */
export const recordingModule = new ContainerModule((options) => {
  bindFlightRecorder(options);
  bindSessionRecording(options);
});
