export { isBlankHtml, Prose } from './Prose';
export type { ProseProps, ProseSize } from './Prose';
