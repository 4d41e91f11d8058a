import { CASE_SEARCH_TERM_MAX_LENGTH } from '@casekeeper/contract';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { CaseList } from '../hooks/use-case-list';

type CaseSearchFieldProps = Pick<CaseList, 'searchText' | 'setSearchText'>;

/** The case list's search box: the list follows once typing settles (useCaseList). */
export function CaseSearchField({ searchText, setSearchText }: CaseSearchFieldProps) {
  return (
    <TextField
      label="Search case number, client or post code"
      type="search"
      size="small"
      value={searchText}
      onChange={(event) => setSearchText(event.target.value)}
      sx={{ minWidth: { md: 300 }, flexGrow: { md: 1 } }}
      slotProps={{
        htmlInput: { maxLength: CASE_SEARCH_TERM_MAX_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
