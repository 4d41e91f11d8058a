import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

type GoHomeLinkProps = {
  variant?: ButtonProps['variant'];
};

export function GoHomeLink({ variant = 'contained' }: GoHomeLinkProps) {
  return (
    <Button component={RouterLink} to={paths.home} variant={variant}>
      Go Home
    </Button>
  );
}
