import type { AuditEntity } from '@freightdesk/contracts';
import { TabBadge } from './DetailTabs';
import { useRecordHistory } from './history';

/** The History tab's count, read where it is shown. */
export function HistoryCount({ entity, id, active }: { entity: AuditEntity; id: number; active: boolean }) {
  return <TabBadge count={useRecordHistory(entity, id).data?.length} active={active} />;
}
