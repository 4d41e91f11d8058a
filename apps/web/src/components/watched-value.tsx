import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form';

type WatchedValueProps<TValues extends FieldValues, TName extends Path<TValues>, TOut> = {
  control: Control<TValues, unknown, TOut>;
  name: TName;
  children: (value: PathValue<TValues, TName>) => ReactNode;
};

/**
 * Renders what one field of a form holds now. Only this part of the page renders again when the
 * field changes: `form.watch` in a form's own body renders the whole form on each keystroke.
 */
export function WatchedValue<TValues extends FieldValues, TName extends Path<TValues>, TOut>({
  control,
  name,
  children,
}: WatchedValueProps<TValues, TName, TOut>) {
  return children(useWatch<TValues, TName, TOut>({ control, name }));
}
