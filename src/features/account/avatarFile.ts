import { AVATAR_UPLOAD, type AvatarUploadType } from '@/api/schemas/accountRules';
import { format } from '@/lib/strings';
import { accountStrings } from './strings';

/*
 * The avatar file a user picks, checked before anything is uploaded (the issue: 'size and type checked
 * before upload, a clear error for anything else'). The rules are AVATAR_UPLOAD's, which the request
 * schema and the server apply again.
 */

const s = accountStrings.profile;
const MB = 1024 * 1024;
const typeNames = Object.values(AVATAR_UPLOAD.types);
/** 'PNG, JPEG or WebP'. */
export const AVATAR_TYPE_LIST = `${typeNames.slice(0, -1).join(', ')} or ${typeNames.at(-1) ?? ''}`;
/** The file input's accept list. */
export const AVATAR_ACCEPT = Object.keys(AVATAR_UPLOAD.types).join(',');
/** '2' (MB, for the messages). */
export const AVATAR_MAX_MB = String(AVATAR_UPLOAD.maxBytes / MB);

function isAvatarType(type: string): type is AvatarUploadType {
  return Object.hasOwn(AVATAR_UPLOAD.types, type);
}

/** '2.4' MB: one decimal, so a file just over the limit never reads as exactly at it. */
function megabytes(bytes: number): string {
  return (Math.ceil((bytes / MB) * 10) / 10).toFixed(1);
}

/** Why `file` cannot be the avatar, in the words the page shows; null when it can. */
export function avatarFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isAvatarType(file.type)) return format(s.wrongType, { name: file.name, types: AVATAR_TYPE_LIST });
  if (file.size > AVATAR_UPLOAD.maxBytes) return format(s.tooLarge, { name: file.name, size: megabytes(file.size), max: AVATAR_MAX_MB });
  return null;
}

/** The file as a data URL (what account.uploadAvatar takes, and the preview shows). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('No data URL'))));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read.')));
    reader.readAsDataURL(file);
  });
}
