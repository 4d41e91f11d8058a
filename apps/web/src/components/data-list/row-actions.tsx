import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import type { ReactElement } from 'react';

/**
 * One thing a row lets you do. `label` is the short visible word (in the phone's row menu);
 * `name` says what it does to which record ("Deactivate Leeds City Council"): the accessible
 * name and the tooltip.
 */
export type RowAction = {
  key: string;
  label: string;
  name: string;
  icon: ReactElement;
  onClick: () => void;
};

export const editAction = (record: string, onClick: () => void): RowAction => ({
  key: 'edit',
  label: 'Edit',
  name: `Edit ${record}`,
  icon: <EditOutlined />,
  onClick,
});

/** Says what pressing it does now: Deactivate an active record, Activate an inactive one. */
export const toggleActiveAction = (record: string, active: boolean, onClick: () => void): RowAction => ({
  key: 'toggle',
  label: active ? 'Deactivate' : 'Activate',
  name: `${active ? 'Deactivate' : 'Activate'} ${record}`,
  icon: active ? <BlockOutlined /> : <CheckCircleOutlined color="success" />,
  onClick,
});

export const deleteAction = (record: string, onClick: () => void): RowAction => ({
  key: 'delete',
  label: 'Delete',
  name: `Delete ${record}`,
  icon: <DeleteOutlined />,
  onClick,
});

/** People (a group) for users; tools for contractors: the two never look alike. */
export const usersAction = (record: string, onClick: () => void): RowAction => ({
  key: 'users',
  label: 'Users',
  name: `Users of ${record}`,
  icon: <GroupOutlined />,
  onClick,
});

export const contractorsAction = (record: string, onClick: () => void): RowAction => ({
  key: 'contractors',
  label: 'Contractors',
  name: `Contractors of ${record}`,
  icon: <HandymanOutlined />,
  onClick,
});

export const signInAsAction = (record: string, onClick: () => void): RowAction => ({
  key: 'sign-in-as',
  label: 'Sign in as',
  name: `Sign in as ${record}`,
  icon: <LoginOutlined />,
  onClick,
});

/** For someone invited who has not chosen a password yet: a new link, the old ones retired. */
export const resendInvitationAction = (record: string, onClick: () => void): RowAction => ({
  key: 'resend-invitation',
  label: 'Resend invitation',
  name: `Send ${record} a new invitation`,
  icon: <ForwardToInboxOutlined />,
  onClick,
});

/** For someone with a password (an invited user has no sign-ins): every sign-in of theirs ends. */
export const signOutEverywhereAction = (record: string, onClick: () => void): RowAction => ({
  key: 'sign-out-everywhere',
  label: 'Sign out everywhere',
  name: `Sign ${record} out everywhere`,
  icon: <LogoutOutlined />,
  onClick,
});
