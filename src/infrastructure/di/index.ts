export { httpModule, socketModule, storageModule, systemModule, wireModule } from './infrastructure-modules';
export { loadRuntimeConfig } from './runtime-config';
