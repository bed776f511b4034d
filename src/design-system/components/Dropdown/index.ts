export { Dropdown, preloadDropdownPanel } from './Dropdown';
export type { DropdownMessage, DropdownPanelParts, DropdownProps, DropdownState } from './Dropdown';
export { DropdownItem } from './DropdownItem';
export type { DropdownItemProps } from './DropdownItem';
export { Menu, preloadMenuPanel } from './Menu';
export type { MenuItemData, MenuProps } from './Menu';
export { usePopover } from './usePopover';
export type { Popover, PopoverOptions } from './usePopover';
