import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { BiodataDocumentAnswer } from '../../../contract/biodata.js';

const SHEET_ID = 'biodata-sheet';

/** Printing shows the sheet alone, on a white page, whatever the app draws around it. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${SHEET_ID}, #${SHEET_ID} *`]: { visibility: 'visible' },
        [`#${SHEET_ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%', border: 'none', boxShadow: 'none' },
        '@page': { size: 'A4', margin: '12mm' },
      },
    }}
  />
);

/**
 * A biodata as families print it: the invocation line, the title, the name and photo, then each
 * section as label and value. The same words the PDF draws (the server makes both).
 */
export function BiodataSheet({ document, photoAlt }: { document: BiodataDocumentAnswer; photoAlt: string }) {
  return (
    <Box
      id={SHEET_ID}
      component="article"
      lang={document.language}
      sx={{
        bgcolor: '#fffdf8',
        color: '#2b1d12',
        border: '3px double #9c4a1a',
        borderRadius: 1,
        p: { xs: 2, sm: 4 },
        maxWidth: 820,
        mx: 'auto',
      }}
    >
      {printStyles}
      {document.invocation && (
        <Typography sx={{ textAlign: 'center', color: '#9c4a1a', fontWeight: 600, mb: 0.5 }}>{document.invocation}</Typography>
      )}
      <Typography component="h2" sx={{ textAlign: 'center', fontWeight: 700, fontSize: { xs: '1.3rem', sm: '1.6rem' }, color: '#7a2e0e' }}>
        {document.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 2, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.45rem' }, mb: 1 }}>
            {document.name}
          </Typography>
          {document.sections.map((section) => (
            <Box key={section.id} component="section" aria-labelledby={`biodata-${section.id}`} sx={{ mt: 2, breakInside: 'avoid' }}>
              <Typography
                id={`biodata-${section.id}`}
                component="h3"
                sx={{ fontWeight: 700, color: '#7a2e0e', borderBottom: '1px solid #d9b99b', pb: 0.25, mb: 1 }}
              >
                {section.title}
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '40% 1fr', sm: '38% 1fr' }, columnGap: 1.5, rowGap: 0.5 }}
              >
                {section.rows.map((row) => (
                  <Box key={row.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ color: '#6b5444' }}>
                      {row.label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {row.value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        {document.photo && (
          <Box
            component="img"
            src={document.photo}
            alt={photoAlt}
            sx={{
              width: { xs: 160, sm: 190 },
              aspectRatio: '4 / 5',
              objectFit: 'cover',
              border: '1px solid #9c4a1a',
              p: 0.5,
              bgcolor: '#fff',
              alignSelf: { xs: 'center', sm: 'flex-start' },
            }}
          />
        )}
      </Box>
      <Typography variant="caption" component="p" sx={{ textAlign: 'center', color: '#6b5444', mt: 3 }}>
        {document.footer}
      </Typography>
    </Box>
  );
}
