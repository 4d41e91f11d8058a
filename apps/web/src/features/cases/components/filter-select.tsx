import TextField from '@mui/material/TextField';

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Its width on a wide screen, in pixels; `fit`: as wide as the option chosen, so it shows whole. */
  width: number | 'fit';
};

/** A compact native select for a list filter: keyboards and screen readers know it already. */
export function FilterSelect({ label, value, onChange, options, width }: FilterSelectProps) {
  const chosen = options.find((option) => option.value === value)?.label ?? '';
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={
        width === 'fit'
          ? // A character of text is about 1ch wide; the rest is the field's padding and arrow.
            {
              width: { xs: '100%', md: `calc(${chosen.length}ch + 64px)` },
              minWidth: { md: 240 },
              maxWidth: '100%',
            }
          : { width: { xs: '100%', md: width } }
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
