import type { Access } from '@freightdesk/contracts';
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
