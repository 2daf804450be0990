import { IconLock } from '@tabler/icons-react';
import { StatusScreen } from '../../components/StatusScreen';

export function ForbiddenScreen() {
  return (
    <StatusScreen
      code="403"
      title="You do not have permission"
      icon={<IconLock size={38} aria-hidden />}
      color="orange"
    >
      Your account does not include access to this screen. Ask an administrator if you need it.
    </StatusScreen>
  );
}
