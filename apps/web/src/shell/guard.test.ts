import { describe, expect, it } from 'vitest';
import type { UserRoutes } from '../kit/route-model.ts';
import { decideRoute, type GuardInput } from './guard.ts';

const routes: UserRoutes = {
  sections: [],
  pages: new Set(['/desktop/index', '/desktop/application', '/desktop/reset-password-guide', '/brand/edit/:id']),
  redirects: new Map([
    ['/', '/desktop/index'],
    ['/desktop', '/desktop/index'],
  ]),
  home: '/desktop/index',
};
const session = { token: 't', permissions: ['student-manage'], needUpdatePassword: false };
const base: GuardInput = {
  session,
  path: '/desktop/application',
  search: '',
  publicPaths: new Set(['/login', '/404', '/referer']),
  routes,
  needsPermissions: true,
  fromRegulation: false,
  refererUrl: null,
};
const decide = (patch: Partial<GuardInput>) => decideRoute({ ...base, ...patch });

describe('route guard', () => {
  describe('without a token', () => {
    it('lets public paths through', () => {
      expect(decide({ session: null, path: '/login' })).toEqual({ kind: 'allow' });
      expect(decide({ session: null, path: '/404' })).toEqual({ kind: 'allow' });
    });
    it('sends a private path to the login page with the path (and query) to come back to', () => {
      expect(decide({ session: null, path: '/group/system', search: 'schoolId=2' })).toEqual({
        kind: 'redirect',
        to: '/login?redirect=%2Fgroup%2Fsystem%3FschoolId%3D2',
      });
    });
    it('sends the root to the plain login page', () => {
      expect(decide({ session: null, path: '/' })).toEqual({ kind: 'redirect', to: '/login' });
    });
    it('goes back to the stored referer site instead of the login page', () => {
      expect(decide({ session: null, path: '/desktop/index', refererUrl: 'https://reg.example' })).toEqual({
        kind: 'leave',
        url: 'https://reg.example',
      });
      expect(decide({ session: null, path: '/', refererUrl: 'https://reg.example' })).toEqual({
        kind: 'leave',
        url: 'https://reg.example',
      });
    });
    it('treats a session as absent once when arriving from the regulation side', () => {
      expect(decide({ fromRegulation: true, path: '/referer' })).toEqual({ kind: 'allow' });
      expect(decide({ fromRegulation: true, path: '/desktop/index' })).toEqual({
        kind: 'redirect',
        to: '/login?redirect=%2Fdesktop%2Findex',
      });
    });
    it('treats an empty token as no token', () => {
      expect(decide({ session: { ...session, token: '' } }).kind).toBe('redirect');
    });
  });

  describe('with a token', () => {
    it('goes to the root for origin=tongAn', () => {
      expect(decide({ search: 'origin=tongAn' })).toEqual({ kind: 'redirect', to: '/' });
      expect(decide({ path: '/', search: 'origin=tongAn&x=1' })).toEqual({ kind: 'redirect', to: '/' });
    });
    it('clears the session and returns to the login page when there are no permissions', () => {
      expect(decide({ session: { ...session, permissions: [] } })).toEqual({
        kind: 'reset',
        next: { kind: 'redirect', to: '/login?redirect=%2Fdesktop%2Fapplication' },
      });
    });
    it('returns to the referer site when there are no permissions and one is stored', () => {
      expect(decide({ session: { ...session, permissions: [] }, refererUrl: 'https://reg.example' })).toEqual({
        kind: 'reset',
        next: { kind: 'leave', url: 'https://reg.example' },
      });
    });
    it('accepts an empty permission list for sessions whose area has no codes (group, regulator)', () => {
      expect(decide({ session: { ...session, permissions: [] }, needsPermissions: false })).toEqual({ kind: 'allow' });
    });
    it('asks for the routes to be generated first, then decides again', () => {
      expect(decide({ routes: null })).toEqual({ kind: 'generate' });
    });
    it('forces the password page while a password update is required', () => {
      const must = { ...session, needUpdatePassword: true };
      expect(decide({ session: must })).toEqual({ kind: 'redirect', to: '/desktop/reset-password-guide' });
      expect(decide({ session: must, path: '/unknown' })).toEqual({ kind: 'redirect', to: '/desktop/reset-password-guide' });
      expect(decide({ session: must, path: '/desktop/reset-password-guide' })).toEqual({ kind: 'allow' });
      expect(decide({ session: must, path: '/login' })).toEqual({ kind: 'allow' });
    });
    it('opens the password page to a user who must change it even outside the school area', () => {
      const r = { ...routes, pages: new Set(['/group/system']) };
      expect(decide({ session: { ...session, needUpdatePassword: true }, routes: r, path: '/desktop/reset-password-guide' })).toEqual({
        kind: 'allow',
      });
      expect(decide({ routes: r, path: '/desktop/reset-password-guide' })).toEqual({ kind: 'redirect', to: '/404' });
    });
    it('lets the session open its pages, public pages and declared pages with params', () => {
      expect(decide({})).toEqual({ kind: 'allow' });
      expect(decide({ path: '/login' })).toEqual({ kind: 'allow' });
      expect(decide({ path: '/brand/edit/12' })).toEqual({ kind: 'allow' });
    });
    it('redirects the root and parents to their first visible child', () => {
      expect(decide({ path: '/' })).toEqual({ kind: 'redirect', to: '/desktop/index' });
      expect(decide({ path: '/desktop' })).toEqual({ kind: 'redirect', to: '/desktop/index' });
    });
    it('sends unknown paths and pages the session may not open to /404', () => {
      expect(decide({ path: '/nowhere' })).toEqual({ kind: 'redirect', to: '/404' });
      expect(decide({ path: '/brand/edit' })).toEqual({ kind: 'redirect', to: '/404' });
    });
    it('says "no access" for a declared page the session may not open, and 404 only for unknown paths', () => {
      const declared = (p: string) => p === '/garden/teacher/staff/index';
      expect(decide({ path: '/garden/teacher/staff/index', declared })).toEqual({ kind: 'forbidden' });
      expect(decide({ path: '/nowhere', declared })).toEqual({ kind: 'redirect', to: '/404' });
      // the session's own pages and redirects come first
      expect(decide({ path: '/desktop/application', declared: () => true })).toEqual({ kind: 'allow' });
      expect(decide({ path: '/desktop', declared: () => true })).toEqual({ kind: 'redirect', to: '/desktop/index' });
    });
  });
});
