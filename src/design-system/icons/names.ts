import { glyphs } from './glyphs';
import { moreGlyphs } from './moreGlyphs';
import type { IconName } from './Icon';

/** Every icon's name (stories, tests): both halves of the set, so not for the startup path. */
export const iconNames = [...Object.keys(glyphs), ...Object.keys(moreGlyphs)] as IconName[];
