import { useLocation } from 'react-router';

/** A positive numeric query parameter of the current page (?id=12), or null. */
export function useIdParam(name = 'id'): number | null {
  const { search } = useLocation();
  const raw = new URLSearchParams(search).get(name);
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}
