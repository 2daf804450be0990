/** The client's portal: reads only, within the caller's projects. */
export type { PortalService } from './portal.module';
