import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../api/public-config.js';

const COPIES = [0, 1, 2, 3, 4, 5];

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/**
 * The scrolling contact line of SPEC section 1, made of the support phone and email as
 * configured (SUPPORT_PHONE, SUPPORT_EMAIL): with neither set there is no line at all, never a
 * number nobody answers. The line is repeated so that half the strip is wider than a desktop
 * screen and the loop is seamless; the copies are hidden from screen readers, and motion stops
 * for readers who ask.
 */
export function ContactTicker() {
  const { t } = useTranslation('member');
  const { phone, email } = usePublicConfig().data?.support ?? { phone: null, email: null };
  if (!phone && !email) return null;
  const name = t('common:app.name');
  const line =
    phone && email
      ? t('footer.ticker', { name, phone, email })
      : phone
        ? t('footer.tickerPhone', { name, phone })
        : t('footer.tickerEmail', { name, email });
  return <TickerStrip line={line} />;
}

/** The strip itself, for a line already written. */
function TickerStrip({ line }: { line: string }) {
  return (
    <Box sx={{ overflow: 'hidden', bgcolor: '#5c1733', py: 1, borderBottom: '1px solid rgba(255,255,255,0.15)' }}>
      <Box
        sx={{
          display: 'flex',
          width: 'max-content',
          animation: `${scroll} 30s linear infinite`,
          '&:hover': { animationPlayState: 'paused' },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {COPIES.map((copy) => (
          <Box key={copy} component="p" aria-hidden={copy > 0 ? 'true' : undefined} sx={{ m: 0, px: 4, whiteSpace: 'nowrap' }}>
            {line}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
