export { AlsoEditing } from './also-editing';
