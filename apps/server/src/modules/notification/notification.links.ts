import { type Access, allows, type Scope } from '@freightdesk/contracts';

/**
 * The screens a notification may lead to and what each needs: the web app's routes
 * (apps/web/src/features/<module>/feature.ts), with whether the screen shows one project's record
 * (a reader off that project's Project Access list would find nothing there).
 */
const screens: { path: RegExp; access: Access; ofProject: boolean }[] = [
  { path: /^\/projects\/\d+(\/|$)/, access: 'Project:View', ofProject: true },
  { path: /^\/projects\/?(\?|$)/, access: 'Project:View', ofProject: false },
  { path: /^\/purchase-orders\/\d+(\/|$)/, access: 'PO:View', ofProject: true },
  { path: /^\/purchase-orders\/?(\?|$)/, access: 'PO:View', ofProject: false },
  { path: /^\/shipments\/\d+(\/|$)/, access: 'Shipment:View', ofProject: true },
  { path: /^\/shipments\/?(\?|$)/, access: 'Shipment:View', ofProject: false },
  { path: /^\/receiving-alerts\/\d+(\/|$)/, access: 'RA:View', ofProject: true },
  { path: /^\/receiving-alerts\/?(\?|$)/, access: 'RA:View', ofProject: false },
  { path: /^\/pick-tickets\/\d+(\/|$)/, access: 'PickTicket:View', ofProject: true },
  { path: /^\/pick-tickets\/?(\?|$)/, access: 'PickTicket:View', ofProject: false },
  // docs/requirements.md section 2 gives the notifications screen PO:View.
  { path: /^\/notifications\/?(\?|$)/, access: 'PO:View', ofProject: false },
  { path: /^\/(\?|$)/, access: 'signedIn', ofProject: false },
];

/** The module lists that show a project's records, in the order of the flow: where a reader lands instead. */
const projectLists: { path: string; access: Access }[] = [
  { path: '/purchase-orders', access: 'PO:View' },
  { path: '/shipments', access: 'Shipment:View' },
  { path: '/receiving-alerts', access: 'RA:View' },
];

/** The reader's own notifications, where a reader with nowhere else to go is sent (when its route lets them in). */
const NOTIFICATIONS_SCREEN = { path: '/notifications', access: 'PO:View' } as const;

/** The project a notification is about, as the reader stands to it. */
export interface LinkedProject {
  id: number;
  number: string;
  /** On the reader's Project Access list (or the reader is an admin). */
  seen: boolean;
}

/** The project a link to a project's hub names (notifications written before they kept their project). */
export function projectOfLink(link: string): number | null {
  const m = /^\/projects\/(\d{1,9})(\/|$)/.exec(link);
  return m ? Number(m[1]) : null;
}

/**
 * The screen a notification sends its reader to: its own link when the reader may open it (the
 * screen's permission, and the project when the screen shows one of its records); otherwise the
 * first screen of that project they may open (the project, or a module's list filtered to it);
 * otherwise their notifications, or no link at all (the notice is its own text) when even that
 * screen is closed to them. A link to a screen not listed above needs Admin.
 */
export function openableLink(reader: Scope, link: string, project: LinkedProject | null): string {
  if (!link) return link;
  const screen = screens.find((s) => s.path.test(link));
  const access: Access = screen?.access ?? 'Admin';
  const projectOk = !project || project.seen;
  if (allows(reader, access) && (projectOk || !screen?.ofProject)) return link;
  if (project?.seen) {
    if (allows(reader, 'Project:View')) return `/projects/${project.id}`;
    const list = projectLists.find((l) => allows(reader, l.access));
    if (list) return `${list.path}?f.projectNumber=${encodeURIComponent(project.number)}`;
  }
  if (!project) {
    if (allows(reader, 'Project:View')) return '/projects';
    const list = projectLists.find((l) => allows(reader, l.access));
    if (list) return list.path;
  }
  return allows(reader, NOTIFICATIONS_SCREEN.access) ? NOTIFICATIONS_SCREEN.path : '';
}
