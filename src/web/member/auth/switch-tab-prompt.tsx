import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The line under each form that offers the other tab ('Sign Up !' under Login, and back). */
export function SwitchTabPrompt({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <Typography sx={{ textAlign: 'center' }}>
      {question}{' '}
      <Link component="button" type="button" onClick={onClick} sx={{ verticalAlign: 'baseline', fontWeight: 600 }}>
        {action}
      </Link>
    </Typography>
  );
}
