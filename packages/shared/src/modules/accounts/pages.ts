import type { PublicPageDecl } from '../types.ts';

/** Pages open without a session: the sign-in variants, the regulator's entry, a shared preview, and not-found. */
export const PUBLIC_PAGES: PublicPageDecl[] = [
  { path: '/login', name: 'login', title: 'route.login' },
  { path: '/referer', name: 'referer', title: 'route.referer' },
  { path: '/detail-preview', name: 'detail-preview', title: 'route.detailPreview' },
  { path: '/tongan-login', name: 'tongan-login', title: 'route.tonganLogin' },
  { path: '/tongan-login-new', name: 'tongan-login-new', title: 'route.tonganLogin' },
  { path: '/xiangan-login', name: 'xiangan-login', title: 'route.xianganLogin' },
  { path: '/404', name: 'not-found', title: 'route.notFound' },
];
