import type { Access, Module, ProjectDataCounts } from '@freightdesk/contracts';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RoutePrefetch } from '../api/hooks';

/**
 * A screen inside the shell. Each feature exports its routes; the app composes them.
 * `load` is a dynamic import so that every screen is its own chunk.
 */
export interface AppRoute {
  path: string;
  access: Access;
  title: string;
  /**
   * A list screen's line under its title (the sign-in page's welcome line): painted with the title
   * from the HTML and while the screen's code arrives (the page frame), and by the screen's own
   * header (useRouteHeader), so they never differ.
   */
  description?: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * What the screen reads first, from the address's parameters (`recordRead` for a record screen):
   * asked for side by side with the screen's code, so the data is not queued behind it.
   */
  prefetch?: RoutePrefetch;
  /**
   * A record screen's tabs loaded on demand (`lazyPanel`), by their address under the record's
   * (`items` for /purchase-orders/14/items): an address that opens on one of them fetches its code
   * side by side with the screen's, not after it.
   */
  panels?: Readonly<Record<string, { preload: () => void }>>;
}

/** A feature's entry in the sidebar (and a tile on the home screen). */
export interface SidebarEntry {
  label: string;
  to: string;
  icon: Icon;
  /** Shown when the scope holds any action of this module; Home has none (everyone). */
  module?: Module;
  /** Users is for admins only (docs/requirements.md section 2). */
  adminOnly?: boolean;
}

/** A project-hub count the server answers (POST /api/project/dataCounts), one per module's tab. */
export type ProjectCountKey = Exclude<keyof ProjectDataCounts, 'projectId' | 'users' | 'files'>;

/**
 * A feature's tab of the project hub (/projects/{id}/{path}), in the features' order: its count
 * from the server's hub count, an overview tile, and the project's records for whoever may see them.
 */
export interface ProjectTab {
  path: string;
  label: string;
  count: ProjectCountKey;
  /** The record, singular and plural, lower case. */
  one: string;
  many: string;
  icon: Icon;
  /** What the tab lists once the project has some (shown while it has none, or to who may not list them). */
  description: string;
  /**
   * The project's records, for who holds `access`: a screen loaded on demand that reads the
   * project from the address (/projects/{id}/…). A module without screens yet leaves it out.
   */
  list?: { access: Access; load: () => Promise<{ default: ComponentType }> };
}

/** What a feature gives the app: its screens and, if it has them, its sidebar entry and its project-hub tab. */
export interface AppFeature {
  routes: AppRoute[];
  sidebar?: SidebarEntry;
  projectTab?: ProjectTab;
}
