export {
  Simulation,
  controlTopic,
  instanceStatusTopicOf,
  type ControlSnapshot,
  type SimulationOptions,
} from './simulation';
export { simulationOf, startSimulation } from './simulation-registry';
export { runExternalDeviceCommand } from './device-commands';
