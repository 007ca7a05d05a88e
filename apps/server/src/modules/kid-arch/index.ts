// The kid-arch module's public entry: the staff profile services garden's staff pages build on.
export { dateOf, todayInChina } from './profile-input.ts';
export type { StaffTarget } from './staff-access.ts';
export { checkBasic } from './teacher-basic-input.ts';
export { type BasicPatch, type BasicRow, basicView, type DbTx, loadBasic, writeBasic } from './teacher-basic-service.ts';
export { checkOccupation } from './teacher-occupation-input.ts';
export { type CertificateInput, loadOccupation, type OccupationPatch, writeOccupation } from './teacher-occupation-service.ts';
