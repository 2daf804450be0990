import type { Access, Module } from '@freightdesk/contracts';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';

/**
 * A screen inside the shell. Each feature exports its routes; the app composes them.
 * `load` is a dynamic import so that every screen is its own chunk.
 */
export interface AppRoute {
  path: string;
  access: Access;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** A feature's entry in the sidebar (and a tile on the home screen). */
export interface SidebarEntry {
  label: string;
  to: string;
  icon: Icon;
  /** Shown when the scope holds any action of this module; Home has none (everyone). */
  module?: Module;
  /** Users is for admins only (SPEC.md section 2). */
  adminOnly?: boolean;
}

/** What a feature gives the app: its screens and, if it has one, its sidebar entry. */
export interface AppFeature {
  routes: AppRoute[];
  sidebar?: SidebarEntry;
}
