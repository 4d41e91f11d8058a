import type { CaseListRow } from '@casekeeper/contract';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { RowAction } from '@/components/data-list/row-actions';

const caseName = (row: CaseListRow) => `${row.caseNumber} (${row.clientFirstName} ${row.clientLastName})`;

/** Open the case (to edit, or to read where the caller may not change it), and pin or unpin it. */
export function caseRowActions(row: CaseListRow, open: () => void, togglePin: () => void): RowAction[] {
  return [
    {
      key: 'open',
      label: row.can.edit ? 'Open' : 'View',
      name: `${row.can.edit ? 'Open' : 'View'} case ${caseName(row)}`,
      icon: row.can.edit ? <EditOutlined /> : <VisibilityOutlined />,
      onClick: open,
    },
    {
      key: 'pin',
      label: row.pinned ? 'Unpin' : 'Pin',
      name: `${row.pinned ? 'Unpin' : 'Pin'} case ${caseName(row)}`,
      icon: row.pinned ? <PushPin color="primary" /> : <PushPinOutlined />,
      onClick: togglePin,
    },
  ];
}
