import { type UserDetails, userList } from '@freightdesk/contracts';
import { defineRecord } from '../../components/detail';

/** A user's screen: what the history calls their company, access lists and e-mail. */
export const userRecord = defineRecord<UserDetails>('user', 'user', {
  list: userList,
  labels: { email: 'Email', clientId: 'Company', claims: 'Module access', projects: 'Project access' },
  tabs: { history: true },
});
