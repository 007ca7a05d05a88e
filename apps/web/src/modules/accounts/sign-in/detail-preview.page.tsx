import { Empty, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Long links are cut by browsers and servers anyway; these keep the page sane. */
const MAX_TITLE = 200;
const MAX_CONTENT = 5000;

/**
 * /detail-preview: the public preview of a shared document — title, optional source and
 * date, and plain-text content passed in the query. Rendered as text only (never as HTML),
 * so a crafted link cannot inject markup into this site.
 */
export default function DetailPreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = (params.get('title') ?? '').trim().slice(0, MAX_TITLE);
  const content = (params.get('content') ?? '').slice(0, MAX_CONTENT);
  const source = (params.get('source') ?? '').trim().slice(0, MAX_TITLE);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date') : null;

  useEffect(() => {
    document.title = title || t('route.detailPreview');
  }, [title, t]);

  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: '32px 20px 48px' }}>
      {title || content ? (
        <article>
          <Typography.Title level={2} style={{ marginTop: 0 }} data-testid="preview-title">
            {title || t('login.preview.untitled')}
          </Typography.Title>
          {(source || date) && <Typography.Paragraph type="secondary">{[source, date].filter(Boolean).join(' · ')}</Typography.Paragraph>}
          <div data-testid="preview-content" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.8, fontSize: 15, wordBreak: 'break-word' }}>
            {content}
          </div>
        </article>
      ) : (
        <Empty style={{ marginTop: 80 }} description={t('login.preview.empty')} />
      )}
    </main>
  );
}
