import type { LookupItem } from '@freightdesk/contracts';

export const categoryOptions = (categories: readonly LookupItem[] | undefined) =>
  (categories ?? []).map((c) => ({ value: String(c.id), label: c.name }));
