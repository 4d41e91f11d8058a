import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ToggleOffOutlined from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import { GridActionsCellItem, type GridActionsCellItemProps } from '@mui/x-data-grid';
import type { ReactElement } from 'react';

export type RowAction = ReactElement<GridActionsCellItemProps>;

/** Row action buttons, each named after the record so a screen reader says which row it acts on. */
export function editAction(name: string, onClick: () => void): RowAction {
  return <GridActionsCellItem key="edit" icon={<EditOutlined />} label={`Edit ${name}`} onClick={onClick} />;
}

export function toggleActiveAction(name: string, active: boolean, onClick: () => void): RowAction {
  return (
    <GridActionsCellItem
      key="toggle"
      icon={active ? <ToggleOnOutlined color="success" /> : <ToggleOffOutlined />}
      label={active ? `Deactivate ${name}` : `Activate ${name}`}
      onClick={onClick}
    />
  );
}

export function deleteAction(name: string, onClick: () => void): RowAction {
  return (
    <GridActionsCellItem key="delete" icon={<DeleteOutlined />} label={`Delete ${name}`} onClick={onClick} />
  );
}
