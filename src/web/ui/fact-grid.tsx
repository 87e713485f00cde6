import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One labelled value of a row shown as a card on a phone. */
export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** A card's facts in two columns, as a description list (the phone layout of the admin tables). */
export function FactGrid({ facts }: { facts: Fact[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, m: 0, mt: 1.5 }}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
