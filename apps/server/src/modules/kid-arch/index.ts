// The kid-arch module's public entry: its routes (reference data, own records, the regulator's schools).
export { kidArchModule } from './routes.ts';
