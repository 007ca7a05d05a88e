import { EXTERNAL_LINK_KEYS, EXTERNAL_LINK_MAX, isWebUrl } from '@kg/shared/modules/system/external-links';
import { Col, Divider, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { externalLinkTitle } from '../../../kit/external-link-titles.ts';

/** A blank field is no link; anything else must be an address the menu can open as it is. */
const usable = (v: string | null | undefined) => !v?.trim() || isWebUrl(v.trim());

/** Where the symptom-checklist and health-care links lead (titled as the menu shows them). */
export function ExternalLinkFields() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start">{t('school.settings.links')}</Divider>
      <Typography.Paragraph type="secondary">{t('school.settings.linkHint')}</Typography.Paragraph>
      <Row gutter={24}>
        {EXTERNAL_LINK_KEYS.map((key) => (
          <Col xs={24} md={12} key={key}>
            <Form.Item
              name={['externalLinks', key]}
              label={externalLinkTitle(key, i18n.language)}
              rules={[
                {
                  validator: (_, v: string | null) =>
                    usable(v) ? Promise.resolve() : Promise.reject(new Error(t('school.settings.linkFormat'))),
                },
              ]}
            >
              <Input
                type="url"
                inputMode="url"
                maxLength={EXTERNAL_LINK_MAX}
                placeholder="https://"
                allowClear
                data-testid={`link-${key}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
