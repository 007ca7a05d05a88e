import { EXTERNAL_LINK_KEYS } from '@kg/shared/modules/system/external-links';
import { settingsEndpoints } from '@kg/shared/modules/system/settings';
import { Col, Divider, Form, Input, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { externalLinkTitle } from '../../../kit/external-link-titles.ts';
import { schemaRules } from '../../../kit/index.ts';

/** Where the symptom-checklist and health-care links lead (titled as the menu shows them). */
export function ExternalLinkFields() {
  const { t, i18n } = useTranslation();
  // the save call's input takes a blank as no link, anything else only as an address the menu can open
  const r = useMemo(() => {
    const format = Object.fromEntries(EXTERNAL_LINK_KEYS.map((k) => [k, t('school.settings.linkFormat')]));
    return schemaRules(settingsEndpoints.saveSettings.input, t, { format });
  }, [t]);
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
              rules={r.rules(['externalLinks', key], externalLinkTitle(key, i18n.language))}
            >
              <Input
                type="url"
                inputMode="url"
                maxLength={r.maxLength(['externalLinks', key])}
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
