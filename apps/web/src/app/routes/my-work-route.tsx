import Alert from '@mui/material/Alert';
import { useAbilities } from '@/features/auth/hooks/use-abilities';
import { MyWorkPage } from '@/features/my-work/pages/my-work-page';
import { useAppSelector } from '../store/hooks';
import { useOpenItemInDiary } from './open-item-in-diary';

/** /authority/my-work: for those who have My work (read-write officers and authority ADMINs). */
export function MyWorkRoute() {
  const abilities = useAbilities(useAppSelector((state) => state.auth.user));
  const openItem = useOpenItemInDiary();
  if (abilities && !abilities.can.viewMyWork) {
    return (
      <Alert severity="info">
        My work is for officers who work cases; you can read cases, not work them.
      </Alert>
    );
  }
  return <MyWorkPage onOpenItem={openItem} />;
}
