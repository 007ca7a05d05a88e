import { Image, Space } from 'antd';
import type { RequestDetail } from '../workflow-api.ts';

type Signed = RequestDetail['images'];

/** Pictures of a request (a form value or a comment's), as thumbnails that open full size. */
export function RequestImages({ ids, images }: { ids: readonly number[]; images: Signed }) {
  const shown = ids.map((id) => images.find((i) => i.id === id)).filter((i) => i !== undefined);
  if (shown.length === 0) return null;
  return (
    <Image.PreviewGroup items={shown.map((i) => i.url)}>
      <Space size={4} wrap data-testid="request-images">
        {shown.map((i) => (
          <Image key={i.id} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} src={i.thumbnailUrl} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The ids an image or multi-image value holds. */
export const imageIdsOf = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : v ? [Number(v)] : []);
