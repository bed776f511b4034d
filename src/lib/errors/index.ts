export * from './mapping';
export * from './globalHandlers';
export { InlineError, PageError, type InlineErrorProps, type PageErrorProps } from './PageError';
