export { Notice } from './Notice';
export type { NoticeProps, NoticeTone } from './Notice';
