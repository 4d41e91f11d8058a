/** An `sx` for text read out but not shown (a symbol's words, say "to" for an arrow). */
export const SCREEN_READER_ONLY = {
  position: 'absolute',
  // Strings: in sx a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
