import { type ReactNode, Suspense, use, useState } from 'react';
import { takeTurnIfHydrating } from './hydration-turns';

function AfterTurn({ turn, children }: { turn: Promise<void>; children: ReactNode }) {
  use(turn);
  return children;
}

/**
 * A part of a prerendered page that hydrates in a task of its own, after the first pass
 * (hydration-turns.ts). Give it a single element: while it waits, the renderer keeps the first
 * element the server drew in its place. Drawn anywhere else (on the server, in a page the browser
 * draws, on a later visit to a screen), it is its children, at once.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(takeTurnIfHydrating);
  return (
    <Suspense fallback={null}>
      {turn ? <AfterTurn turn={turn}>{children}</AfterTurn> : children}
    </Suspense>
  );
}
