import {
  BANK_HOLIDAY_YEARS,
  NATION_NAMES,
  NATIONS,
  type BankHolidayYear,
  type Nation,
} from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { useConfirm } from '@/components/data-list/use-confirm';
import { LoadFailure } from '@/components/load-failure';
import { SectionCard } from '@/components/section-card';
import { SelectInput } from '@/components/select-input';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatIsoDay } from '@/lib/format-date';
import {
  useAddBankHolidayMutation,
  useGetBankHolidayYearQuery,
  useRemoveBankHolidayMutation,
} from '../api/bank-holidays-api';
import { AddHolidayForm } from './add-holiday-form';

const SOURCE_WORDS: Record<BankHolidayYear['days'][number]['source'], string> = {
  BUILT_IN: 'built in',
  LOADED: 'from GOV.UK’s file',
  ADDED: 'added by hand',
};

const thisYear = new Date().getFullYear();
const YEAR_CHOICES = Array.from({ length: 7 }, (_, index) => thisYear - 2 + index).filter(
  (year) => year >= BANK_HOLIDAY_YEARS.min && year <= BANK_HOLIDAY_YEARS.max,
);

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayText = (iso: string) => `${weekday.format(new Date(`${iso}T00:00:00Z`))} ${formatIsoDay(iso)}`;

/** On a phone the date has a line of its own, so every row reads the same way: date, then name. */
const dateSx = { fontWeight: 600, whiteSpace: 'nowrap', display: { xs: 'block', sm: 'inline' } } as const;

const rowSx = {
  alignItems: 'center',
  justifyContent: 'space-between',
  py: 1,
  '& + li': { borderTop: 1, borderColor: 'divider' },
} as const;

/** A nation's bank holidays in a year, as clocks count them; each can be removed, and one added, by hand. */
export function HolidayYearSection() {
  const [nation, setNation] = useState<Nation>('ENGLAND_AND_WALES');
  const [year, setYear] = useState(thisYear);
  const calendar = useGetBankHolidayYearQuery({ params: { nation, year } });
  const [removeBankHoliday] = useRemoveBankHolidayMutation();
  const [addBankHoliday] = useAddBankHolidayMutation();
  const dialog = useConfirm();
  const nationName = NATION_NAMES[nation];

  const askToRemove = (day: string, title: string) =>
    dialog.ask({
      title: `Remove ${title} (${formatIsoDay(day)}) in ${nationName}?`,
      message: 'It will count as a working day on every case of the authorities in this nation.',
      confirmLabel: 'Remove bank holiday',
      destructive: true,
      onConfirm: async () => {
        const answer = await removeBankHoliday({ body: { nation, day } })
          .unwrap()
          .catch((failure: unknown) => {
            throw new Error(toApiFailure(failure).message);
          });
        toast.success(answer.message);
      },
    });

  const addBack = async (day: string, title: string) => {
    try {
      toast.success((await addBankHoliday({ body: { nation, day, title } }).unwrap()).message);
    } catch (failure) {
      toast.error(toApiFailure(failure).message);
    }
  };

  const data = calendar.data;
  return (
    <SectionCard heading="Bank holidays by nation" hint="The days clocks skip, and where each comes from.">
      {/* Side by side even on a phone: a year is four digits, and the days below come sooner. */}
      <Stack direction="row" spacing={2}>
        <Box sx={{ flex: { xs: 1, sm: '0 1 320px' }, minWidth: 0 }}>
          <SelectInput
            id="bank-holiday-nation"
            name="nation"
            label="Nation"
            value={nation}
            onChange={(event) => setNation(event.target.value as Nation)}
            options={NATIONS.map((value) => ({ value, label: NATION_NAMES[value] }))}
          />
        </Box>
        <Box sx={{ width: { xs: 96, sm: 160 }, flexShrink: 0 }}>
          <SelectInput
            id="bank-holiday-year"
            name="year"
            label="Year"
            value={String(year)}
            onChange={(event) => setYear(Number(event.target.value))}
            options={YEAR_CHOICES.map((value) => ({ value: String(value), label: String(value) }))}
          />
        </Box>
      </Stack>
      {calendar.isLoading && <Typography role="status">Loading the bank holidays…</Typography>}
      {calendar.isError && (
        <LoadFailure message={toApiFailure(calendar.error).message} onRetry={() => void calendar.refetch()} />
      )}
      {data && (
        <>
          <Typography>
            {data.loaded
              ? `${year} in ${nationName} comes from GOV.UK’s file.`
              : `${year} in ${nationName} comes from the built-in calendar.`}
          </Typography>
          <Box
            component="ul"
            aria-label={`Bank holidays in ${nationName}, ${year}`}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {data.days.map(({ day, title, source }) => (
              <Stack component="li" key={day} direction="row" spacing={2} sx={rowSx}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={dateSx}>
                    {dayText(day)}
                  </Box>{' '}
                  {title}{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    ({SOURCE_WORDS[source]})
                  </Box>
                </Typography>
                <Button
                  color="error"
                  size="small"
                  aria-label={`Remove ${title}, ${formatIsoDay(day)}`}
                  onClick={() => askToRemove(day, title)}
                  sx={{ flexShrink: 0, minHeight: 44 }}
                >
                  Remove
                </Button>
              </Stack>
            ))}
          </Box>
          {data.days.length === 0 && <Typography>No bank holidays.</Typography>}
          {data.removed.length > 0 && (
            <>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                Removed by hand
              </Typography>
              <Box component="ul" aria-label="Removed by hand" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {data.removed.map(({ day, title }) => (
                  <Stack component="li" key={day} direction="row" spacing={2} sx={rowSx}>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>
                      <Box component="span" sx={dateSx}>
                        {dayText(day)}
                      </Box>{' '}
                      {title}
                    </Typography>
                    <Button
                      size="small"
                      aria-label={`Add back ${title}, ${formatIsoDay(day)}`}
                      onClick={() => void addBack(day, title)}
                      sx={{ flexShrink: 0, minHeight: 44 }}
                    >
                      Add back
                    </Button>
                  </Stack>
                ))}
              </Box>
            </>
          )}
        </>
      )}
      <AddHolidayForm key={nation} nation={nation} nationName={nationName} />
      <ConfirmDialog {...dialog.dialogProps} />
    </SectionCard>
  );
}
