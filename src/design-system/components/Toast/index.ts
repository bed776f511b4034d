export { preloadToasts, ToastProvider, useToast } from './ToastProvider';
export type { AchievementToastOptions, ToastApi, ToastOptions, ToastProviderProps } from './ToastProvider';
export { ToastCard } from './ToastCard';
export type { AchievementCardProps, ToastCardProps, ToastType } from './ToastCard';
