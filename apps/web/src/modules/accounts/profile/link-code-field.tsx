import { isPhone } from '@kg/shared';
import { LINK_SCENE, linkCodeField, verificationEndpoints } from '@kg/shared/modules/accounts/verification';
import { Alert, Form, Input, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCall } from '../../../kit/call.ts';
import { schemaRules } from '../../../kit/form/schema-rules.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

/** A form field's name as antd takes it. */
type FieldName = string | (string | number)[];

export interface LinkCodeFieldProps {
  /** The form field holding the phone being added. */
  phoneName: FieldName;
  /** Where the add call takes the code (linkCode, ['director', 'linkCode'], adminLinkCode): the server names this field when it refuses. */
  name: FieldName;
}

/**
 * The person's consent when adding a phone that already has an account (DESIGN §6: an account
 * belongs to its person): once the phone is valid, link-status says whether a code is needed;
 * only then the note, the send button (send-link-code, which names our institution in the text)
 * and the code field appear. Used inside every add form that takes a person's phone.
 */
export function LinkCodeField({ phoneName, name }: LinkCodeFieldProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const watched = Form.useWatch(phoneName, form) as unknown;
  const phone = typeof watched === 'string' ? watched.trim() : '';
  const status = useCall('detail', verificationEndpoints.linkStatus, { phone }, { enabled: isPhone(phone) });
  // every add call takes the code as the shared linkCodeField: its format comes from there
  const format = useMemo(
    () =>
      schemaRules(z.object({ code: linkCodeField }), t, { format: { code: t('account.link.format') } }).rules(
        'code',
        t('account.link.code'),
      ),
    [t],
  );
  if (!isPhone(phone) || !status.data?.needsCode) return null;
  return (
    <div data-testid="link-code">
      <Alert type="warning" showIcon title={t('account.link.note')} style={{ marginBottom: 12 }} />
      <Form.Item label={t('account.link.code')} required>
        <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
          {/* preserve={false}: a code typed for one phone is not sent with another */}
          <Form.Item
            name={name}
            noStyle
            preserve={false}
            // the calls take no code for a phone without an account, so only this field, shown when one is needed, asks for it
            rules={[{ required: true, message: t('account.link.required') }, ...format]}
          >
            <Input
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('account.link.placeholder')}
              data-testid="link-code-input"
            />
          </Form.Item>
          <SmsCodeButton scene={LINK_SCENE} target={phone} phone={async () => phone} />
        </Space.Compact>
      </Form.Item>
    </div>
  );
}
