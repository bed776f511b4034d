export { Tabs } from './Tabs';
export type { TabItem, TabsProps, TabsVariant } from './Tabs';
