import Link, { type LinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';

export type AppLinkProps = Omit<LinkProps, 'href'> & Pick<RouterLinkProps, 'to' | 'state' | 'replace'>;

/** A themed link that navigates inside the app without reloading the page. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(props, ref) {
  return <Link ref={ref} component={RouterLink} {...props} />;
});
