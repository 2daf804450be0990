/** Lines from a CSV or Excel file, previewed row by row before they are taken (a PO's items, a new alert's lines). */

export { ImportLinesDialog, type ImportLinesDialogProps } from './ImportLinesDialog';
export type { LinePreview, PreviewRow } from './linePreview';
