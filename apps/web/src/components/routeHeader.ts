import { createContext, useContext } from 'react';

/** What the route of the screen shown declares about it: its title and, for a list, its line under the title. */
export interface RouteHeader {
  title: string;
  description?: string;
}

export const RouteHeaderContext = createContext<RouteHeader | null>(null);

/** The route's own header (none outside a route's screen). */
export const useRouteHeader = () => useContext(RouteHeaderContext);
