import type { ReactNode } from 'react';
import './print-area.css';

/** The part of a page that prints (print-area.css): a report on A4 without the app around it. */
export function PrintArea({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `kg-print-area ${className}` : 'kg-print-area'}>{children}</div>;
}
