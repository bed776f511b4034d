export { Modal } from './Modal';
export type { ModalDismissReason, ModalProps, ModalSize, ModalTone } from './Modal';
export { useFocusTrap, getTabbables } from './useFocusTrap';
export type { FocusTrapOptions } from './useFocusTrap';
export { CloseButton } from './CloseButton';
export type { CloseButtonProps } from './CloseButton';
export { ModalLoading } from './ModalLoading';
