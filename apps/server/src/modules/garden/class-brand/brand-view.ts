import { BRAND_CONTENT_TYPES } from '@kg/shared/modules/garden/class-brand';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { fileIdOf, imageUrls } from '../../../core/file-url.ts';
import type { BrandRow } from './brand-data.ts';

/** Answer shape: images as signed image records ({id, url, compressUrl, thumbnailUrl}) plus imageIds. */
export function brandView(ctx: AppContext, s: SessionInfo, lang: 'zh' | 'en', r: BrandRow) {
  const { imageRefs, ...rest } = r;
  const ids = imageRefs.map(fileIdOf).filter((x): x is number => x !== null);
  const type = BRAND_CONTENT_TYPES.find((t) => t.value === r.contentType);
  return {
    ...rest,
    contentTypeName: type ? (lang === 'en' ? type.labelEn : type.label) : '',
    imageIds: ids,
    images: ids.map((id) => imageUrls(ctx, s, id)),
  };
}
