export { PapaTableParser } from './papa-table-parser';
