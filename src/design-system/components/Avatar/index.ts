export { Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { initialsOf } from './initials';
