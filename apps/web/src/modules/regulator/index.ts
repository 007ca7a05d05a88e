// The regulator module's public entry: what other modules may use.
export { SchoolList } from './school-list.tsx';
