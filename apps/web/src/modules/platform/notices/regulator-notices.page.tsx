export { default } from './system-notices.page.tsx';
