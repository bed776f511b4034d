export { Pagination } from './Pagination';
export type { PaginationLabels, PaginationProps } from './Pagination';
export { paginationItems, shouldShowPagination } from './paginationItems';
export type { PaginationItem, PaginationMeta } from './paginationItems';
