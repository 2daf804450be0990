import type { UserListItem } from '@freightdesk/contracts';
import type { PickerProps } from '../../../components/form/pickerTypes';
import { userSearchQuery } from '../api';
import { SearchPicker } from './SearchPicker';

const toOption = (u: UserListItem) => ({ value: u.id, label: `${u.firstName} ${u.lastName} (${u.userName})` });

/** An active user, searched by user name, name, e-mail or company (needs User:View). */
export function UserPicker(props: PickerProps & { initialLabel?: string }) {
  return (
    <SearchPicker
      label="User"
      placeholder="Search users"
      {...props}
      noun="user"
      search={userSearchQuery}
      toOption={toOption}
    />
  );
}
