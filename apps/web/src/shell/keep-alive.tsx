import { Spin } from 'antd';
import { Activity, type ReactNode, Suspense, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { pageAt } from '../kit/page-model.ts';
import type { PageEntry } from '../kit/route-model.ts';
import { useTabs } from '../kit/tabs-store.ts';

interface Cached {
  element: ReactNode;
  module: string;
}

const fallback = (
  <div className="kg-page-loading">
    <Spin />
  </div>
);

/**
 * The page outlet with keep-alive (overview §2): a page flagged keepAlive stays mounted, hidden,
 * while the user drills into detail pages, so its filters, paging and scroll survive. It is
 * dropped once its module's tab is closed (or was never opened as one).
 */
export function KeepAliveOutlet({ lookup = pageAt }: { lookup?: (path: string) => PageEntry | undefined }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const { tabs } = useTabs();
  const cache = useRef(new Map<string, Cached>());
  const entry = lookup(pathname);
  const current = entry?.page.keepAlive ? entry.page.name : null;

  if (current && outlet) cache.current.set(current, { element: outlet, module: entry!.module.name });
  const open = new Set(tabs.map((t) => t.name));
  for (const [name, c] of cache.current) if (name !== current && !open.has(c.module)) cache.current.delete(name);

  return (
    <>
      {[...cache.current].map(([name, c]) => (
        <Activity key={name} mode={name === current ? 'visible' : 'hidden'}>
          <div className="kg-page" data-page={name}>
            <Suspense fallback={fallback}>{c.element}</Suspense>
          </div>
        </Activity>
      ))}
      {!current && (
        <div className="kg-page" key={entry?.page.name ?? pathname}>
          <Suspense fallback={fallback}>{outlet}</Suspense>
        </div>
      )}
    </>
  );
}
