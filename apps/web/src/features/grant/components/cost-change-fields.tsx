import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Control } from 'react-hook-form';
import type { FieldProps } from '@/components/labelled-input';
import { LabelledInput } from '@/components/labelled-input';
import { WatchedValue } from '@/components/watched-value';
import { tidyPounds } from '@/lib/money';
import { COST_DIRECTION_WORDS, COST_DIRECTIONS, type VariationFormValues } from '../lib/variation-form';

type CostChangeFieldsProps<TOut> = {
  control: Control<VariationFormValues, unknown, TOut>;
  direction: FieldProps;
  amount: FieldProps;
  /** Tidies the amount once left ("185" → "185.00"). */
  onAmountTidied: (tidied: string) => void;
};

/**
 * The change in cost as a choice of direction (radios, so a minus sign is never mistyped or
 * missing from a phone's keypad) and, for a change, the amount in pounds, labelled with its
 * direction.
 */
export function CostChangeFields<TOut>({
  control,
  direction,
  amount,
  onAmountTidied,
}: CostChangeFieldsProps<TOut>) {
  const helpId = 'variation-direction-help';
  return (
    <>
      <FormControl component="fieldset" error={Boolean(direction.error)} required>
        <FormLabel component="legend">Does the cost change?</FormLabel>
        <RadioGroup row aria-describedby={direction.error ? helpId : undefined}>
          {COST_DIRECTIONS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              label={COST_DIRECTION_WORDS[value]}
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
      <WatchedValue control={control} name="costDirection">
        {(chosen) =>
          (chosen === 'UP' || chosen === 'DOWN') && (
            <LabelledInput
              id="variation-amount"
              label={chosen === 'UP' ? 'How much it goes up by (£)' : 'How much it goes down by (£)'}
              required
              inputMode="decimal"
              autoComplete="off"
              hint="In pounds and pence: for example 185.00."
              {...amount}
              onBlur={(event) => {
                amount.onBlur?.(event);
                onAmountTidied(tidyPounds(event.target.value));
              }}
            />
          )
        }
      </WatchedValue>
    </>
  );
}
