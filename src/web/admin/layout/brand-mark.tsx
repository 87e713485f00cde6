import Box from '@mui/material/Box';

/** The product's mark; decorative, since the text beside it or the link label names it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return <Box component="img" src="/favicon.svg" alt="" width={size} height={size} sx={{ display: 'block' }} />;
}
