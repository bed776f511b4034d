export { MetaItem, MetaRow, Page, PageTitle, ReadingColumn, Section, SectionHeader, SectionTitle } from './PageLayout';
export type { PageGap, PageProps, SectionHeaderProps, SectionTitleProps, SectionTitleSize } from './PageLayout';
