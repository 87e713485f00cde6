import Typography from '@mui/material/Typography';
import { AppLink } from '../../ui/app-link.js';

/**
 * The line under each form that offers the other tab ('Sign Up !' under Login, and back): a link,
 * so it works on the server's page before the script is there, as in the app.
 */
export function SwitchTabPrompt({ question, action, to }: { question: string; action: string; to: string }) {
  return (
    <Typography sx={{ textAlign: 'center' }}>
      {question}{' '}
      <AppLink to={to} replace sx={{ fontWeight: 600 }}>
        {action}
      </AppLink>
    </Typography>
  );
}
