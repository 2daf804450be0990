/**
 * Files of projects and their records. A record declares `recordFiles(transactionType)` among its
 * shared tabs (defineRecord) for its Files tab; a screen with files of its own drops in <FilesPanel
 * projectId transactionType folderName? canAdd canRemove /> (the project hub's Files tab, in
 * `filesTab`); FileDrop and useFileDrag serve any other screen that takes files (an import, say);
 * PhotoStrip shows a record's photos as thumbnails and takes new ones with the phone's camera.
 */
export { type FileTarget, useFiles } from './api';
export { FileDrop, useFileDrag } from './components/FileDrop';
export type { FilesPanelProps } from './components/FilesPanel';
export { PhotoStrip, type PhotoStripProps } from './components/PhotoStrip';
export { FilesPanel, filesTab, recordFiles } from './filesTab';
