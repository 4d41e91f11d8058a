import type { YearSpend } from '@casekeeper/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { formatPence } from '@/lib/money';
import { CasesLink } from './cases-link';

const HEADING = 'Approved by adaptation type';

/** The grants approved in the year by the types of their works: how many, and their approved totals. */
export function AdaptationTypeTable({ spend }: { spend: YearSpend }) {
  const types = spend.approvedByAdaptationType;
  return (
    <SectionCard
      heading={HEADING}
      hint={`Grants approved in ${spend.label}. A case whose works are of two types counts in each.`}
    >
      {types.length === 0 ? (
        <Typography>No grant was approved in {spend.label}.</Typography>
      ) : (
        <Table size="small" aria-label={`${HEADING} in ${spend.label}`}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Type
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Cases
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Approved
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {types.map((type) => (
              <TableRow key={type.adaptationTypeId}>
                <TableCell component="th" scope="row">
                  {type.name}
                </TableCell>
                <TableCell align="right">
                  <CasesLink
                    count={type.cases}
                    label={`List the ${type.cases.toLocaleString('en-GB')} ${type.name} cases`}
                    href={paths.authority.caseListOf({
                      spend: 'Approved',
                      spendYear: spend.year,
                      spendType: type.adaptationTypeId,
                    })}
                  >
                    {type.cases.toLocaleString('en-GB')}
                  </CasesLink>
                </TableCell>
                <TableCell align="right">{formatPence(type.pence)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
