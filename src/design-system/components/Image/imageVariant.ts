/** Image size variants the API serves (spec §3), with the pixel width each stands for. */
export const imageVariantWidths = {
  w_16_9_sm: 640,
  w_16_9_hd: 1280,
  w_16_9_fhd: 1920,
} as const;

export type ImageVariant = keyof typeof imageVariantWidths;

const VARIANT_SUFFIX = /_w_16_9_(?:fhd|hd|sm)$/;

/**
 * The URL of a size variant of an image path.
 *
 * Convention (ours, spec §3 names the variants but not how they are addressed): the variant name is
 * appended to the file name with an underscore, before the extension; query and hash are kept.
 *   '/media/games/starfall-arena/hero.jpg'  + 'w_16_9_hd' → '/media/games/starfall-arena/hero_w_16_9_hd.jpg'
 *   'https://cdn.example/a/b.webp?v=2'     + 'w_16_9_sm' → 'https://cdn.example/a/b_w_16_9_sm.webp?v=2'
 *   '/media/blog/cover'                    + 'w_16_9_fhd' → '/media/blog/cover_w_16_9_fhd'
 * A path that already names a variant has it replaced, so the function is idempotent. Empty input
 * gives '' (the caller shows a placeholder); data: and blob: URLs have no variants and come back as is.
 */
export function imageVariant(path: string | null | undefined, variant: ImageVariant): string {
  if (!path) return '';
  if (/^(?:data|blob):/i.test(path)) return path;

  const cut = path.search(/[?#]/);
  const base = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? '' : path.slice(cut);

  // Only the last path segment is the file name; a dot in a directory or host is not an extension.
  const slash = base.lastIndexOf('/');
  const dir = base.slice(0, slash + 1);
  const file = base.slice(slash + 1);
  if (!file) return path;

  const dot = file.lastIndexOf('.');
  const hasExt = dot > 0;
  const stem = (hasExt ? file.slice(0, dot) : file).replace(VARIANT_SUFFIX, '');
  const ext = hasExt ? file.slice(dot) : '';
  return `${dir}${stem}_${variant}${ext}${tail}`;
}

/** A `srcset` offering every variant with its width descriptor, smallest first. */
export function imageSrcSet(path: string | null | undefined): string {
  if (!path || /^(?:data|blob):/i.test(path)) return '';
  return (Object.keys(imageVariantWidths) as ImageVariant[])
    .map((variant) => `${imageVariant(path, variant)} ${imageVariantWidths[variant]}w`)
    .join(', ');
}
