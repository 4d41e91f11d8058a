import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A figure's cases as a link to the case list filtered to them (docs/spend.md); plain text when
 * there are none to list.
 */
export function CasesLink({
  count,
  href,
  label,
  children,
}: {
  count: number;
  href: string;
  /** What the link lists, where its text alone (a number in a table) would not say. */
  label?: string;
  children: ReactNode;
}) {
  if (count === 0) return <>{children}</>;
  return (
    <Link component={RouterLink} to={href} aria-label={label}>
      {children}
    </Link>
  );
}
