import { describe, expect, it } from 'vitest';
import { formStateSlice } from './form-state-slice';

describe('the form-state slice', () => {
  it('is empty and stays empty', () => {
    expect(formStateSlice.reducer(undefined, { type: 'anything' })).toEqual({});
  });
});
