import {
  CASE_SEARCH_ALL_STATUSES,
  CASE_SEARCH_DEFAULT_SORT_COL,
  CASE_SEARCH_MAX_RESULTS,
  DEFAULT_SORT_DIR,
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESULTS_MAX_HEIGHT_PX,
  type CaseSearchItem,
  type SessionUser,
} from '@casekeeper/contract';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState, type KeyboardEvent } from 'react';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchCasesQuery } from '../api/cases-api';
import { caseSearchQuery } from '../api/search-cases';

export const NO_CASE_MATCHED = 'Oops! No Case matched your query.';
const PLACEHOLDER = 'Search Case Number/Client Name/PostCode';

type Results = { term: string; items: CaseSearchItem[] } | { term: string; error: string };

const editPath = (item: CaseSearchItem) => paths.caseManager.edit(item.caseManagerDetailId);

/**
 * The top bar's case search: what is typed settles for 500 ms, then the matching cases of the
 * caller's authority (theirs only, for an officer) are listed, each a link to the case's edit page
 * in a new tab (so it can be middle-clicked or copied too). Arrow keys move through the list,
 * Enter opens the one chosen in a new tab, Escape closes.
 */
export function GlobalCaseSearch({ user }: { user: Pick<SessionUser, 'auth_id' | 'webUserId' | 'role'> }) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query =
    term === ''
      ? null
      : caseSearchQuery({
          AuthorityId: user.auth_id ?? undefined,
          WebUserId: user.role === 'ADMIN' ? undefined : user.webUserId,
          SearchTerm: term,
          Status: CASE_SEARCH_ALL_STATUSES,
          SortCol: CASE_SEARCH_DEFAULT_SORT_COL,
          SortDir: DEFAULT_SORT_DIR,
          PageNo: 1,
          PageSize: CASE_SEARCH_MAX_RESULTS,
        });
  const search = useSearchCasesQuery(query ? { query } : skipToken);
  const results: Results | null = search.currentData
    ? { term, items: search.currentData }
    : search.error && !search.isFetching
      ? { term, error: toApiFailure(search.error).message }
      : null;

  // Blank or whitespace clears the results; an answer for an older term is never shown.
  const shown = text.trim() !== '' && term === text.trim() ? results : null;
  const items = shown && 'items' in shown ? shown.items : [];
  const expanded = open && shown !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? items.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      const item = items[active];
      if (expanded && item) {
        event.preventDefault();
        window.open(editPath(item), '_blank', 'noopener');
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  // On a phone the box is too narrow to read what is typed beside the bell and the menus: while it
  // has the focus it spreads over the whole top bar (whose toolbar is its positioned parent).

  return (
    <Box
      sx={{
        position: { xs: focused ? 'absolute' : 'relative', sm: 'relative' },
        inset: { xs: focused ? '0 8px' : 'auto', sm: 'auto' },
        display: 'flex',
        alignItems: 'center',
        zIndex: focused ? 1 : 'auto',
        bgcolor: { xs: focused ? 'background.paper' : 'transparent', sm: 'transparent' },
        flex: '1 1 auto',
        maxWidth: { xs: focused ? 'none' : 420, sm: 420 },
        minWidth: 0,
      }}
    >
      <Box
        sx={{
          flex: '1 1 auto',
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          '&:focus-within': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <SearchOutlined fontSize="small" aria-hidden />
        <InputBase
          fullWidth
          placeholder={PLACEHOLDER}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
            setFocused(true);
          }}
          onBlur={() => {
            setOpen(false);
            setFocused(false);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': PLACEHOLDER,
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
          }}
        />
      </Box>
      {expanded && (
        <Paper
          elevation={8}
          sx={{ position: 'absolute', top: '100%', left: 0, right: 0, mt: 0.5, zIndex: 'modal' }}
          // Keeps the input focused while a result is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          <Box
            id={listId}
            role="listbox"
            aria-label="Matching cases"
            sx={{ m: 0, p: 0, maxHeight: SEARCH_RESULTS_MAX_HEIGHT_PX, overflowY: 'auto' }}
          >
            {'error' in shown ? (
              <Typography role="option" aria-disabled sx={{ p: 1.5 }} color="error">
                {shown.error}
              </Typography>
            ) : items.length === 0 ? (
              <Typography role="option" aria-disabled sx={{ p: 1.5 }}>
                {NO_CASE_MATCHED}
              </Typography>
            ) : (
              items.map((item, index) => (
                // Each option is itself the link, so it can be middle-clicked, copied or opened in a
                // new tab as any link; focus stays in the box (the combobox), so it is not tabbed to.
                <Box
                  component="a"
                  key={item.caseManagerDetailId}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  href={editPath(item)}
                  target="_blank"
                  rel="noopener"
                  tabIndex={-1}
                  sx={{
                    display: 'block',
                    px: 1.5,
                    py: 1,
                    color: 'inherit',
                    textDecoration: 'none',
                    bgcolor: index === active ? 'action.selected' : undefined,
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {item.caseNumber} · {item.firstName} {item.lastName}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                    {item.statusName} · {item.address} · {item.postCode}
                  </Typography>
                </Box>
              ))
            )}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
