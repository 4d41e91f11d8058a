import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { WatchedValue } from '@/components/watched-value';
import type { ProviderFormValues } from '../lib/provider-form';

type SwitchName = 'passwordSignIn' | 'enforcesMfa' | 'isActive';

type SwitchFieldProps = {
  control: Control<ProviderFormValues, unknown, unknown>;
  name: SwitchName;
  label: string;
  hint?: string;
  onSwitch: (name: SwitchName, on: boolean) => void;
};

/** One of the provider's yes-or-no settings, kept as "yes" or "no" text like the form's other fields. */
export function SwitchField({ control, name, label, hint, onSwitch }: SwitchFieldProps) {
  const hintId = useId();
  return (
    <WatchedValue control={control} name={name}>
      {(value) => (
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={value === 'yes'}
                onChange={(event) => onSwitch(name, event.target.checked)}
                slotProps={{ input: hint ? { 'aria-describedby': hintId } : {} }}
              />
            }
            label={label}
          />
          {hint && (
            <FormHelperText id={hintId} sx={{ mt: 0, ml: 6 }}>
              {hint}
            </FormHelperText>
          )}
        </div>
      )}
    </WatchedValue>
  );
}
