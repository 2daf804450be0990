import type { UserListItem } from '@freightdesk/contracts';
import { errorText } from '../../api/client';
import { notify } from '../../components/notify';
import { useSetUsersStatus } from './api';

/** The users list's bulk Activate and Deactivate: one toast for the lot, naming any that failed. */
export function useBulkStatus() {
  const setStatus = useSetUsersStatus();
  return async (rows: UserListItem[], status: boolean) => {
    const failed = await setStatus(
      rows.map((u) => u.id),
      status,
    );
    const done = rows.length - failed.length;
    const verb = status ? 'activated' : 'deactivated';
    if (done > 0) notify.success(`${done} user${done === 1 ? '' : 's'} ${verb}`);
    for (const { id, error } of failed) {
      const name = rows.find((u) => u.id === id)?.userName ?? `#${id}`;
      notify.error(`${name} was not ${verb}: ${errorText(error)}`);
    }
  };
}
