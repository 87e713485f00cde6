import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CARD_OCCUPATION_CHARS, THUMB_SIDE } from '../../../contract/limits.js';
import type { UserRecord } from '../../../contract/users.js';
import { cutText } from '../../lib/format.js';
import { choiceLabel } from '../../profile/present-field.js';
import { profileName, thumbnailOf } from '../../profile/profile-name.js';
import { paths } from '../../lib/paths.js';
import { VerifiedBadge } from '../../ui/verified-badge.js';
import { FALLBACK_PHOTO } from './fallback-photo.js';
import { CARD_PICTURE_SIZES, cardSrcSet } from './photo-sizes.js';

/**
 * A profile in a grid: the server's thumbnail at the size the screen needs, loaded only when
 * scrolled near (but for the first cards, `priority`), then name, age, occupation (cut short),
 * caste and city. Opens the detail page with the profile in hand.
 */
export function ProfileCard({ profile, action, priority = false }: { profile: UserRecord; action: ReactNode; priority?: boolean }) {
  const { t } = useTranslation('member');
  const name = profileName(profile);
  const details = profile.userDetails;
  const occupation = cutText(details?.basicDetails.occupation, CARD_OCCUPATION_CHARS);
  const caste = details?.personalDetails.caste?.trim();
  const city = details?.addressDetails.city?.trim();
  return (
    <Card component="article" variant="outlined" sx={{ position: 'relative', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.details}
        state={{ profile }}
        // A row on phones keeps several profiles in view; a column from tablets up.
        sx={{ flex: 1, display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Box
          component="img"
          src={thumbnailOf(profile) ?? FALLBACK_PHOTO}
          srcSet={cardSrcSet(thumbnailOf(profile))}
          sizes={CARD_PICTURE_SIZES}
          onError={(event: React.SyntheticEvent<HTMLImageElement>) => {
            const image = event.currentTarget;
            // The chosen size wins over src: it goes too, or the fallback would never show.
            image.removeAttribute('srcset');
            if (!image.src.endsWith(FALLBACK_PHOTO)) image.src = FALLBACK_PHOTO;
          }}
          alt={t('card.photoAlt', { name })}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={THUMB_SIDE}
          height={THUMB_SIDE}
          sx={{
            width: { xs: 120, sm: '100%' },
            flexShrink: 0,
            height: 'auto',
            aspectRatio: { xs: '4 / 5', sm: '1 / 1' },
            objectFit: 'cover',
            bgcolor: '#f3e6ea',
            display: 'block',
          }}
        />
        <CardContent sx={{ display: 'grid', gap: 0.5, alignContent: 'start', minWidth: 0, pb: { xs: 6, sm: 2 } }}>
          <Typography
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, lineHeight: 1.3, pr: { sm: 5 }, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          >
            {name}
          </Typography>
          {profile.identityVerified && (
            <Box>
              <VerifiedBadge />
            </Box>
          )}
          {profile.age !== null && <Typography variant="body2">{t('card.age', { age: profile.age })}</Typography>}
          {occupation && <Typography variant="body2">{occupation}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {[caste && choiceLabel(t, 'caste', caste), city].filter(Boolean).join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Box sx={{ position: 'absolute', right: 8, bottom: 8 }}>{action}</Box>
    </Card>
  );
}
