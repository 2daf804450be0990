import { Divider, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDevicesOff, IconKey, IconLogout, IconSettings, IconUserEdit } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import type { AccountDialog } from '../../features/account/components/AccountDialogs';
import { HeaderPopover } from './HeaderPopover';
import classes from './Shell.module.css';

// The dialogs (a form and a question in Mantine modals) load when one is first opened.
const AccountDialogs = lazy(() => import('../../features/account/components/AccountDialogs'));

/**
 * The signed-in user's name and menu. Edit Profile and Setting are inert (docs/requirements.md section 2);
 * Change password and Sign out everywhere open the account's dialogs.
 */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.userName.charAt(0);

  const logOut = () => {
    signOut();
    // An explicit log out starts afresh: the next user should not land on this user's page.
    navigate('/login', { replace: true });
  };

  const openDialog = (which: AccountDialog, close: () => void) => {
    close();
    setDialogsWanted(true);
    setDialog(which);
  };

  return (
    <>
      <HeaderPopover
        label={`Account menu, ${name}`}
        panelLabel="Account"
        width={240}
        trigger={
          <>
            <span className={classes.avatar} data-initials={initials} aria-hidden />
            <span className={classes.userName}>{name}</span>
            <IconChevronDown size={14} aria-hidden className={classes.chevron} />
          </>
        }
      >
        {(close) => (
          <div className={classes.menu}>
            <div className={classes.menuHead}>
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email || user.userName}
              </Text>
            </div>
            <Divider />
            <UnstyledButton className={classes.menuItem} onClick={close}>
              <IconUserEdit size={17} aria-hidden /> Edit Profile
            </UnstyledButton>
            <UnstyledButton className={classes.menuItem} onClick={close}>
              <IconSettings size={17} aria-hidden /> Setting
            </UnstyledButton>
            <Divider />
            <UnstyledButton className={classes.menuItem} onClick={() => openDialog('changePassword', close)}>
              <IconKey size={17} aria-hidden /> Change password
            </UnstyledButton>
            <UnstyledButton className={classes.menuItem} onClick={() => openDialog('signOutEverywhere', close)}>
              <IconDevicesOff size={17} aria-hidden /> Sign out everywhere
            </UnstyledButton>
            <UnstyledButton className={classes.menuItem} data-danger onClick={logOut}>
              <IconLogout size={17} aria-hidden /> Log out
            </UnstyledButton>
          </div>
        )}
      </HeaderPopover>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <AccountDialogs open={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
