export { Dialog } from './Dialog';
export type { DialogAction, DialogProps, DialogResult, DialogStatus, DialogType } from './Dialog';
export { DialogHost, useDialog } from './DialogHost';
export type { DialogApi, DialogOptions } from './DialogHost';
export { sanitizeHtml } from './sanitize';
