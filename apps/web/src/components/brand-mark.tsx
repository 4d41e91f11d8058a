import { useTheme } from '@mui/material/styles';

type BrandMarkProps = {
  size?: number;
};

/** The Casekeeper mark (a filed case sheet), drawn in the theme's primary colours. */
export function BrandMark({ size = 40 }: BrandMarkProps) {
  const { palette } = useTheme();

  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={palette.primary.main} />
      <path d="M9 7h10l4 4v14H9z" fill={palette.primary.contrastText} />
      <path d="M12 15h8M12 19h6" stroke={palette.primary.main} strokeWidth="2" />
    </svg>
  );
}
