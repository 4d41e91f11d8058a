import type { Case } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import { CASE_FIELD_LABELS, type CaseFieldName } from '../lib/case-field-labels';
import { caseFieldText } from '../lib/case-field-text';

type CaseDetailsListProps = {
  record: Case;
  names: readonly CaseFieldName[];
  /** Fields that read better across the whole width (a description, an address line). */
  wide?: readonly CaseFieldName[];
};

/** Some fields of a case as label and value, side by side from the small breakpoint up. */
export function CaseDetailsList({ record, names, wide = [] }: CaseDetailsListProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 3,
        rowGap: 2,
      }}
    >
      {names.map((name) => {
        const text = caseFieldText(record, name);
        return (
          <Box key={name} sx={{ gridColumn: wide.includes(name) ? '1 / -1' : undefined, minWidth: 0 }}>
            <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {CASE_FIELD_LABELS[name]}
            </Box>
            <Box
              component="dd"
              sx={{
                m: 0,
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                color: text === null ? 'text.secondary' : 'text.primary',
              }}
            >
              {text ?? 'Not given'}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
