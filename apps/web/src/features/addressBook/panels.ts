import { lazyPanel } from '../../components/lazy';

/** The client screen's panels loaded on demand (lazyPanel); its route names the tabs among them. */
export const ClientProjects = lazyPanel(() => import('./components/ClientProjects'), 'ClientProjects');
