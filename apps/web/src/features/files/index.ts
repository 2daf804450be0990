/**
 * Files of projects and their records. A record screen drops in <FilesPanel projectId
 * transactionType folderName? canAdd canRemove /> (the project hub's Files tab is the example);
 * FileDrop and useFileDrag serve any other screen that takes files (an import, say); PhotoStrip
 * shows a record's photos as thumbnails and takes new ones with the phone's camera.
 */
import { lazyPanel } from '../../components/lazy';

export { type FileTarget, useFiles, useListedFileCount } from './api';
export { FileDrop, useFileDrag } from './components/FileDrop';
export type { FilesPanelProps } from './components/FilesPanel';

/** A record's Files tab, its code loaded when the tab is opened or the record's screen is idle. */
export const FilesPanel = lazyPanel(() => import('./components/FilesPanel'), 'FilesPanel');
export { PhotoStrip, type PhotoStripProps } from './components/PhotoStrip';
