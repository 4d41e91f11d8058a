import TextField from '@mui/material/TextField';

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Its width on a wide screen; `fit`: as wide as its longest option, so none is cut off. */
  width: number | 'fit';
};

/** A compact native select for a list filter: keyboards and screen readers know it already. */
export function FilterSelect({ label, value, onChange, options, width }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={
        width === 'fit'
          ? { width: { xs: '100%', md: 'auto' }, minWidth: { md: 240 }, maxWidth: '100%' }
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
