import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrollRestore } from './scroll-restore.ts';

function Page({ route }: { route: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollRestore(ref, route);
  return (
    <div ref={ref} data-testid="main">
      {route}
    </div>
  );
}

describe('scroll restore', () => {
  it('starts a new route at the top and returns to the saved offset when the route comes back', () => {
    const { rerender } = render(<Page route="/list?page=2" />);
    const main = screen.getByTestId('main');
    main.scrollTop = 480;
    fireEvent.scroll(main);
    rerender(<Page route="/detail?id=1" />);
    expect(main.scrollTop).toBe(0);
    main.scrollTop = 30;
    fireEvent.scroll(main);
    rerender(<Page route="/list?page=2" />);
    expect(main.scrollTop).toBe(480);
    rerender(<Page route="/detail?id=1" />);
    expect(main.scrollTop).toBe(30);
  });
});
