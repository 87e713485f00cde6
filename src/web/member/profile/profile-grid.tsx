import Box from '@mui/material/Box';
import { Children, useEffect, useState, type ReactNode } from 'react';

/** Cards drawn in one go: about what a slow phone draws without holding up a tap or a scroll. */
const CARDS_PER_TASK = 1;

/**
 * How many of `total` cards to draw now: the first at once, then one more in each task after, so
 * a page of ten never holds the phone's main thread for the whole page at once (Preact, unlike
 * React, does not split a render). A new list (`first` changes) starts again from the top.
 */
function useDrawnCount(total: number, first: string | undefined): number {
  const [drawn, setDrawn] = useState({ first, count: CARDS_PER_TASK });
  const count = drawn.first === first ? drawn.count : CARDS_PER_TASK;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setDrawn({ first, count: count + CARDS_PER_TASK }), 0);
    return () => clearTimeout(timer);
  }, [count, total, first]);
  return Math.min(count, total);
}

/**
 * One column on a phone, two on a tablet, three then four on wider screens. `after` (a "Load
 * more" button) comes once every card is drawn, so it does not move down card by card.
 */
export function ProfileGrid({ children, label, after }: { children: ReactNode; label: string; after?: ReactNode }) {
  const cards = Children.toArray(children);
  const first = cards[0] && typeof cards[0] === 'object' && 'key' in cards[0] ? String(cards[0].key) : undefined;
  const drawn = useDrawnCount(cards.length, first);
  return (
    <>
      <Box
        component="section"
        aria-label={label}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {cards.slice(0, drawn)}
      </Box>
      {drawn === cards.length && after}
    </>
  );
}
