import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The inner width of an element, followed as it changes; 0 while unknown (not laid out, hidden, or jsdom). */
export function useBoxWidth<E extends HTMLElement>(): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const watch = new ResizeObserver(() => setWidth(el.clientWidth));
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return [ref, width];
}
