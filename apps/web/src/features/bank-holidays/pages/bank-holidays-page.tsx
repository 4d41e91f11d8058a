import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HolidayFileSection } from '../components/holiday-file-section';
import { HolidayYearSection } from '../components/holiday-year-section';

/** /bank-holidays: the platform admin corrects the bank holidays every authority's clocks count. */
export function BankHolidaysPage() {
  return (
    // A dozen days and a short form: at full width on a wide screen each Remove sat a screen's
    // width away from its day.
    <Stack spacing={3} sx={{ maxWidth: 1040 }}>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Bank holidays
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Working days skip each nation’s bank holidays. When GOV.UK announces a new one, load its file or add
          the day here; every authority in that nation has its clocks worked out again.
        </Typography>
      </div>
      <HolidayFileSection />
      <HolidayYearSection />
    </Stack>
  );
}
