import type { StaffUser, UserListItem } from '@freightdesk/contracts';
import type { PickerProps } from '../../../components/form/pickerTypes';
import { staffUserSearchQuery, userSearchQuery } from '../api';
import { SearchPicker } from './SearchPicker';

const toOption = (u: UserListItem | StaffUser) => ({
  value: u.id,
  label: `${u.firstName} ${u.lastName} (${u.userName})`,
});

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

/** An active staff user (any type but client users): a project's manager. */
export function StaffUserPicker(props: PickerProps & { initialLabel?: string }) {
  return (
    <SearchPicker
      label="User"
      placeholder="Search staff users"
      {...props}
      noun="staff user"
      search={staffUserSearchQuery}
      toOption={toOption}
    />
  );
}
