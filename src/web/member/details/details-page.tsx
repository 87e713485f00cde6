import Block from '@mui/icons-material/Block';
import Download from '@mui/icons-material/Download';
import Flag from '@mui/icons-material/Flag';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { UserRecord } from '../../../contract/users.js';
import { ApiError } from '../../lib/api.js';
import { errorText } from '../../lib/error-text.js';
import { languageOf } from '../../lib/i18n.js';
import { paths } from '../../lib/paths.js';
import type { GroupId, ProfileField } from '../../profile/profile-fields.js';
import { profileName } from '../../profile/profile-name.js';
import { useProfileSections, type ProfileRow } from '../../profile/use-profile-sections.js';
import { VerifiedBadge } from '../../ui/verified-badge.js';
import { profileBiodataPdfAddress } from '../api/biodata.js';
import { profileDetailsQuery } from '../api/get-profile-details.js';
import { useStanding } from '../api/user-info.js';
import { FavouriteButton } from '../favourites/favourite-button.js';
import { removeFavourite } from '../favourites/favourites-store.js';
import { FraudWarning, VerifiedOnlyNote } from '../legal/safety-lines.js';
import { FALLBACK_PHOTO, showFallbackPhoto } from '../profile/fallback-photo.js';
import { PORTRAIT_PICTURE_SIZES, portraitPicture } from '../profile/photo-sizes.js';
import { PageLoader } from '../../ui/page-loader.js';
import { ContactActions } from './contact-actions.js';
import { DetailSection } from './detail-section.js';
import { GunaMilanSection } from './guna-milan-section.js';
import { MatchSection } from './match-section.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { RetryAlert } from '../../ui/retry-alert.js';

const ReportDialog = lazyPart('details-page/ReportDialog', () => import('./report-dialog.js').then((m) => m.ReportDialog));
const BlockDialog = lazyPart('details-page/BlockDialog', () => import('../blocks/block-dialog.js').then((m) => m.BlockDialog));

function profileFrom(state: unknown): UserRecord | null {
  const profile = (state as { profile?: UserRecord } | null)?.profile;
  return profile && typeof profile === 'object' && typeof profile._id === 'string' ? profile : null;
}

/** The header's facts: city, yearly income and date of birth (SPEC section 2). */
const SUMMARY = ['city', 'income', 'dateOfBirth'];
/** The sections below show the profile's groups; the name parts are the full name already shown. */
const NAME_PARTS = new Set(['firstName', 'middleName', 'lastName']);
const inSections = (group: GroupId, field: ProfileField) => group !== 'account' && !NAME_PARTS.has(field.key);

/**
 * One profile, named in the address (`/details?id=…`). A card that was opened hands its record
 * over to show at once; without an id, back to the listing.
 */
export function DetailsPage() {
  const handed = profileFrom(useLocation().state);
  const [params] = useSearchParams();
  const id = params.get('id') ?? handed?._id;
  // A suspended member sees nobody: the home page says why.
  const suspended = Boolean(useStanding()?.suspension);
  if (!id || suspended) return <Navigate to={paths.home} replace />;
  return <ProfileDetails key={id} id={id} handed={handed?._id === id ? handed : null} />;
}

/**
 * The card's record shows at once; the server's answer follows and replaces it, with what the
 * owner lets this member see now (contact details, photo) and the interest between them. A
 * profile the member may no longer see (blocked, hidden, deleted) says so.
 */
function ProfileDetails({ id, handed }: { id: string; handed: UserRecord | null }) {
  const { t } = useTranslation(['member', 'privacy']);
  const fresh = useQuery({ ...profileDetailsQuery(id), placeholderData: handed ?? undefined });
  const gone = fresh.error instanceof ApiError && fresh.error.status === 404;
  useEffect(() => {
    if (gone) removeFavourite(id);
  }, [gone, id]);

  if (gone) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="info" role="status" sx={{ width: '100%' }}>
          {t('privacy:details.gone')}
        </Alert>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('privacy:details.backHome')}
        </Button>
      </Container>
    );
  }
  const shown = fresh.data ?? handed;
  if (!shown) {
    if (!fresh.isError) return <PageLoader label={t('common:app.loading')} />;
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <RetryAlert onRetry={() => void fresh.refetch()}>{errorText(t, fresh.error)}</RetryAlert>
      </Container>
    );
  }
  // Until the server has answered, contact details are not shown from what the card carried.
  return (
    <ProfileShown
      profile={shown}
      confirmed={!fresh.isPlaceholderData && fresh.isSuccess}
      failed={fresh.isError}
      error={fresh.error}
      onRetry={() => void fresh.refetch()}
    />
  );
}

function ProfileShown(props: { profile: UserRecord; confirmed: boolean; failed: boolean; error: unknown; onRetry: () => void }) {
  const { profile, confirmed, failed, error, onRetry } = props;
  const { t, i18n } = useTranslation(['member', 'privacy']);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  // Until the server has answered, the card's record is shown without its contact details.
  const sections = useProfileSections(
    confirmed ? profile : { ...profile, hidden: { ...profile.hidden, contact: profile.hidden?.contact ?? 'INTEREST_REQUIRED' } },
    inSections,
  );
  const rows = sections.flatMap((section) => section.rows);
  const summary = SUMMARY.flatMap((key) => rows.filter((row) => row.key === key));
  const label = (row: ProfileRow) => (row.key === 'income' ? t('details.yearlyIncome') : row.label);

  const name = profileName(profile);
  const photo = profile.photoDetails?.profilePhoto || profile.photoDetails?.thumbnail || FALLBACK_PHOTO;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '360px 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 80 }, overflow: 'hidden' }}>
          <Box sx={{ position: 'relative' }}>
            <Box
              component="img"
              {...portraitPicture(photo)}
              sizes={PORTRAIT_PICTURE_SIZES}
              // The page's largest picture: fetched before anything the page can wait for.
              fetchPriority="high"
              alt={t('card.photoAlt', { name })}
              onError={showFallbackPhoto}
              sx={{ width: '100%', aspectRatio: '4 / 5', objectFit: 'cover', display: 'block', bgcolor: '#f3e6ea' }}
            />
            {/* The browser's own hint, not MUI's Tooltip: that one takes its child's node in a state
                update as the page is adopted, which makes React run every effect of the page in the
                same task (docs/decisions/0050-script-after-pictures.md). */}
            <IconButton
              aria-label={t('details.report')}
              title={t('details.report')}
              onClick={() => setDialog('report')}
              sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper', '&:hover': { bgcolor: '#fdeef3' } }}
            >
              <Flag color="error" />
            </IconButton>
            <Box sx={{ position: 'absolute', bottom: 8, right: 8 }}>
              <FavouriteButton profile={profile} name={name} />
            </Box>
          </Box>
          {profile.hidden?.photo && (
            <Typography variant="body2" sx={{ px: 2, py: 1, bgcolor: '#fdeef3', color: 'text.primary' }}>
              {t('privacy:contact.photoHidden')}
            </Typography>
          )}
        </Paper>

        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <FraudWarning />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
              {name}
            </Typography>
            {profile.identityVerified && (
              <Box sx={{ mt: 1 }}>
                <VerifiedBadge size="medium" />
              </Box>
            )}
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
              {summary.map((row) => (
                <Box key={row.key} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="dt" color="text.secondary">
                    {label(row)}:
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {row.text}
                  </Typography>
                </Box>
              ))}
            </Box>
            <ContactActions profile={profile} name={name} confirmed={confirmed} failed={failed} error={error} onRetry={onRetry} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button
                size="small"
                startIcon={<Download />}
                href={profileBiodataPdfAddress(profile._id, languageOf(i18n.resolvedLanguage))}
                download
              >
                {t('details.biodata')}
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<Block />}
                onClick={() => setDialog('block')}
                aria-label={t('privacy:block.actionFor', { name })}
              >
                {t('privacy:block.action')}
              </Button>
            </Box>
            <VerifiedOnlyNote place="below" />
          </Paper>
          {profile.match && <MatchSection match={profile.match} />}
          {profile.gunaMilan && <GunaMilanSection match={profile.gunaMilan} />}
          {sections.map((section) => (
            <DetailSection key={section.id} {...section} />
          ))}
        </Box>
      </Box>
      {dialog === 'report' && (
        <Suspense fallback={null}>
          <ReportDialog profileId={profile._id} name={name} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog === 'block' && (
        <Suspense fallback={null}>
          <BlockDialog
            userId={profile._id}
            name={name}
            onClose={() => setDialog(null)}
            onBlocked={() => void navigate(paths.home, { replace: true })}
          />
        </Suspense>
      )}
    </Container>
  );
}
