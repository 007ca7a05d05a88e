import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '../workflow-api.ts';
import { valueText } from './request-form.ts';
import { imageIdsOf, RequestImages } from './request-images.tsx';

/** The submitted form, read-only, in the order of the version the request was made with. */
export function RequestValues({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      size="small"
      bordered
      data-testid="request-values"
      items={request.form.map((f) => {
        const v = request.values[f.key];
        const pictures = (f.type === 'image' || f.type === 'multi-image') && v;
        return {
          key: f.key,
          label: f.label,
          children: pictures ? <RequestImages ids={imageIdsOf(v)} images={request.images} /> : valueText(f, v, t),
        };
      })}
    />
  );
}
