import type { Services } from '../services';
import { Simulation, type SimulationOptions } from './simulation';

// The simulation belongs to one server's services. Topic handlers reach it through the services they are
// given, without a field on Services (main.ts creates and stops it).
const simulations = new WeakMap<Services, Simulation>();

/** The simulation of a server, made on first use (a handler may run before the loop is started). */
export const simulationOf = (services: Services, options?: SimulationOptions): Simulation => {
  let simulation = simulations.get(services);
  if (!simulation) simulations.set(services, (simulation = new Simulation(services, options)));
  return simulation;
};

/** Starts the server's live loop (main.ts, after the server listens). */
export const startSimulation = (services: Services): Simulation => {
  const simulation = simulationOf(services);
  simulation.start();
  return simulation;
};
