import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { LabelledInput, type FieldProps } from '@/components/labelled-input';
import { tidyPounds } from '@/lib/money';

type DirectionAmountFieldsProps<TValues extends FieldValues, TOut> = {
  /** Begins the ids of the amount field and of the choice's message. */
  id: string;
  legend: string;
  /** Each direction's words by its value, in the order offered. */
  choices: Readonly<Record<string, string>>;
  /** The choices side by side, where their words are short. */
  row?: boolean;
  control: Control<TValues, unknown, TOut>;
  direction: FieldProps & { name: Path<TValues> };
  amount: FieldProps;
  /** The amount's label for the direction chosen ('' while none is); null leaves the amount out. */
  amountLabel: (direction: string) => string | null;
  amountHint: string;
  /** Tidies the amount once left ("185" → "185.00"). */
  onAmountTidied: (tidied: string) => void;
};

/**
 * A change as a direction and an amount in pounds: radios for the direction, so a minus sign is
 * never mistyped or missing from a phone's keypad and a screen reader hears words, never a dash;
 * then the amount, labelled with the direction chosen.
 */
export function DirectionAmountFields<TValues extends FieldValues, TOut>({
  id,
  legend,
  choices,
  row = false,
  control,
  direction,
  amount,
  amountLabel,
  amountHint,
  onAmountTidied,
}: DirectionAmountFieldsProps<TValues, TOut>) {
  const helpId = `${id}-direction-help`;
  // Only these fields render again as the direction changes, not the whole form.
  const chosen: unknown = useWatch({ control, name: direction.name });
  const label = amountLabel(typeof chosen === 'string' ? chosen : '');
  return (
    <>
      <FormControl component="fieldset" error={Boolean(direction.error)} required>
        <FormLabel component="legend">{legend}</FormLabel>
        <RadioGroup row={row} aria-describedby={direction.error ? helpId : undefined}>
          {Object.entries(choices).map(([value, words]) => (
            <FormControlLabel
              key={value}
              value={value}
              label={words}
              control={
                <Radio
                  name={direction.name}
                  slotProps={{ input: { ref: direction.inputRef } }}
                  onChange={direction.onChange}
                />
              }
            />
          ))}
        </RadioGroup>
        {direction.error && <FormHelperText id={helpId}>{direction.error}</FormHelperText>}
      </FormControl>
      {label !== null && (
        <LabelledInput
          id={`${id}-amount`}
          label={label}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={amountHint}
          {...amount}
          onBlur={(event) => {
            amount.onBlur?.(event);
            onAmountTidied(tidyPounds(event.target.value));
          }}
        />
      )}
    </>
  );
}
