import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether lists show a card per record, as on a phone, rather than a table: below the `sm`
 * breakpoint (600 px). A page that lays out more than its list for a phone asks the same.
 */
export function useCardLayout(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}
